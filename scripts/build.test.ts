import { describe, expect, it, vi } from 'vitest'
import { buildWorkspace } from './build.mjs'

describe('a workspace build', () => {
  it('runs once more when the bundler aborted, and succeeds then', async () => {
    const once = vi
      .fn()
      .mockRejectedValueOnce(new Error('npm run build --silent -w shell exited with 134'))
      .mockResolvedValueOnce(undefined)
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    await buildWorkspace('shell', once)
    expect(once).toHaveBeenCalledTimes(2)
  })

  it('stops at once on any other failure, and on a second abort', async () => {
    const failed = vi.fn().mockRejectedValue(new Error('npm run build --silent -w shell exited with 1'))
    await expect(buildWorkspace('shell', failed)).rejects.toThrow('exited with 1')
    expect(failed).toHaveBeenCalledTimes(1)

    const aborted = vi
      .fn()
      .mockRejectedValue(new Error('npm run build --silent -w shell exited with SIGABRT'))
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    await expect(buildWorkspace('shell', aborted)).rejects.toThrow('SIGABRT')
    expect(aborted).toHaveBeenCalledTimes(2)
  })
})
