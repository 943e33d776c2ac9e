/** A delivery address every scripted order uses (benchmarks, the order storm). */
export const SCRIPT_ADDRESS = {
  fullName: 'Yük Testi Müşteri',
  phone: '05321234567',
  city: 'İstanbul',
  district: 'Kadıköy',
  neighborhood: 'Moda',
  addressLine: 'Bahariye Cad. No: 1',
}

/** The admin API as the shop's owner uses it; throws on any refusal so a broken set-up never passes as a result. */
export function adminApi(baseUrl, token) {
  return async (method, path, body) => {
    const response = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`)
    return (await response.json()).data
  }
}
