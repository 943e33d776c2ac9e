import type { SeedProduct } from './types'

/** Files, obturation and irrigation. */
export const ENDODONTIC_PRODUCTS: SeedProduct[] = [
  {
    category: 'kanal-egeleri',
    sku: 'KFL-25-21',
    price: 340,
    stock: 120,
    name: ['K-File El Eğesi No:25 21 mm (6 Adet)', 'K-File Hand File No. 25 21 mm (6 pcs)'],
    short: ['Paslanmaz çelik, ISO standart K tipi eğe.', 'Stainless steel ISO standard K-type file.'],
    description: [
      'Kanal girişini bulma ve şekillendirme için kullanılan, renk kodlu silikon stoplu K tipi eğeler.',
      'Colour-coded K-files with silicone stops for negotiating and shaping the canal.',
    ],
    specs: [
      ['Numara', 'Size', '25'],
      ['Boy', 'Length', '21 mm'],
      ['Adet', 'Pieces', '6'],
    ],
  },
  {
    category: 'kanal-egeleri',
    sku: 'NTI-ROT-2506',
    price: 890,
    discount: 749,
    stock: 35,
    featured: true,
    name: ['NiTi Döner Eğe Seti 25/.06', 'NiTi Rotary File Set 25/.06'],
    short: [
      'Isıl işlemli, esnek nikel-titanyum döner eğeler.',
      'Heat-treated, flexible nickel-titanium rotary files.',
    ],
    description: [
      'Kavisli kanallarda güvenli şekillendirme için kontrollü hafızaya sahip döner eğe seti.',
      'Rotary file set with controlled memory for safe shaping of curved canals.',
    ],
    specs: [
      ['Uç çapı', 'Tip size', '25'],
      ['Koniklik', 'Taper', '.06'],
      ['Boy', 'Length', '25 mm'],
      ['Adet', 'Pieces', '6'],
    ],
  },
  {
    category: 'kanal-egeleri',
    sku: 'END-MTR-X1',
    price: 14900,
    stock: 4,
    name: ['Apeks Bulucu Entegre Endodonti Motoru', 'Endodontic Motor with Integrated Apex Locator'],
    short: [
      'Tork kontrollü, resiprokal modlu endo motoru.',
      'Torque-controlled endo motor with reciprocation.',
    ],
    description: [
      'Kablosuz el aleti, entegre apeks bulucu ve otomatik ters dönüş özelliği ile kanal tedavisini kolaylaştırır.',
      'Cordless handpiece with built-in apex locator and auto-reverse for easier root canal treatment.',
    ],
    specs: [
      ['Hız', 'Speed', '100-2500 rpm'],
      ['Tork', 'Torque', '0.6-4.0 Ncm'],
      ['Batarya', 'Battery', 'Li-ion'],
    ],
  },
  {
    category: 'kanal-dolgu-malzemeleri',
    sku: 'GUT-2506-60',
    price: 260,
    stock: 70,
    name: ['Güta Perka Kon 25/.06 (60 Adet)', 'Gutta-Percha Points 25/.06 (60 pcs)'],
    short: ['Döner eğelerle uyumlu konik güta perka.', 'Tapered gutta-percha matched to rotary files.'],
    description: [
      'Yüksek radyoopasiteye sahip, boy işaretli güta perka konlar. Tek kon tekniği için uygundur.',
      'Highly radiopaque gutta-percha points with length marks, suited to the single-cone technique.',
    ],
    specs: [
      ['Koniklik', 'Taper', '.06'],
      ['Numara', 'Size', '25'],
      ['Adet', 'Pieces', '60'],
    ],
  },
  {
    category: 'kanal-dolgu-malzemeleri',
    sku: 'SLR-BIO-2G',
    price: 1450,
    discount: 1290,
    stock: 2,
    name: ['Biyoseramik Kanal Patı 2 g', 'Bioceramic Root Canal Sealer 2 g'],
    short: [
      'Enjektörde hazır, hidrofilik biyoseramik pat.',
      'Premixed hydrophilic bioceramic sealer in a syringe.',
    ],
    description: [
      'Kanal içindeki nemle sertleşen, büzülmeyen ve biyouyumlu kanal dolgu patı.',
      'Biocompatible, non-shrinking sealer that sets with the moisture in the canal.',
    ],
    specs: [
      ['Miktar', 'Amount', '2 g'],
      ['Çalışma süresi', 'Working time', '4 saat', '4 hours'],
      ['pH', 'pH', '12.8'],
    ],
  },
  {
    category: 'irrigasyon',
    sku: 'NAOCL-525-1L',
    price: 185,
    stock: 90,
    name: ['Sodyum Hipoklorit %5.25 1 L', 'Sodium Hypochlorite 5.25% 1 L'],
    short: ['Kanal irrigasyonu için sodyum hipoklorit.', 'Sodium hypochlorite for canal irrigation.'],
    description: [
      'Organik doku çözücü ve antibakteriyel kanal yıkama solüsyonu. Işık geçirmez şişede.',
      'Tissue-dissolving, antibacterial irrigant in a light-proof bottle.',
    ],
    specs: [
      ['Konsantrasyon', 'Concentration', '%5.25', '5.25%'],
      ['Hacim', 'Volume', '1 L'],
    ],
  },
  {
    category: 'irrigasyon',
    sku: 'IRR-IGN-30G',
    price: 240,
    stock: 0,
    name: ['Yandan Açılımlı İrrigasyon İğnesi 30G (100 Adet)', 'Side-Vented Irrigation Needle 30G (100 pcs)'],
    short: ['Apikal taşmayı önleyen yan açılımlı uç.', 'Side-vented tip that prevents apical extrusion.'],
    description: [
      'Bükülebilir paslanmaz çelik iğne, luer-lock bağlantılı. Güvenli kanal irrigasyonu için.',
      'Bendable stainless steel needle with luer-lock fitting for safe canal irrigation.',
    ],
    specs: [
      ['Kalınlık', 'Gauge', '30G'],
      ['Adet', 'Pieces', '100'],
      ['Bağlantı', 'Fitting', 'Luer-lock'],
    ],
  },
]
