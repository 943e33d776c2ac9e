import type { SeedProduct } from './types'

/** Impression and temporary materials, curettes, probes and periodontal care. */
export const PROSTHETIC_AND_PERIODONTAL_PRODUCTS: SeedProduct[] = [
  {
    category: 'olcu-malzemeleri',
    sku: 'ALJ-TZ-453',
    price: 195,
    stock: 110,
    featured: true,
    name: ['Toz Aljinat Ölçü Maddesi 453 g', 'Alginate Impression Material 453 g'],
    short: ['Renk değiştiren, tozsuz aljinat.', 'Dust-free, colour-changing alginate.'],
    description: [
      'Karıştırma ve ağıza yerleştirme aşamalarını renk değişimiyle gösteren hızlı sertleşen aljinat.',
      'Fast-setting alginate whose colour changes mark the mixing and placement stages.',
    ],
    specs: [
      ['Miktar', 'Amount', '453 g'],
      ['Sertleşme', 'Setting time', '2 dk', '2 min'],
      ['Tip', 'Type', 'Tip I', 'Type I'],
    ],
  },
  {
    category: 'olcu-malzemeleri',
    sku: 'SIL-AD-PUT',
    price: 1480,
    stock: 15,
    name: ['A-Silikon Putty Ölçü Maddesi 2 x 300 ml', 'Addition Silicone Putty 2 x 300 ml'],
    short: ['Yüksek boyutsal stabiliteli putty.', 'Putty with high dimensional stability.'],
    description: [
      'Kron köprü ölçüleri için elle karıştırılan, hidrofilik ilave tip silikon putty.',
      'Hand-mixed hydrophilic addition silicone putty for crown and bridge impressions.',
    ],
    specs: [
      ['İçerik', 'Contents', '2 x 300 ml'],
      ['Tip', 'Type', 'Putty'],
      ['Çalışma süresi', 'Working time', '1 dk 30 sn', '1 min 30 s'],
    ],
  },
  {
    category: 'olcu-malzemeleri',
    sku: 'SIL-AD-LB',
    price: 640,
    stock: 0,
    name: ['A-Silikon Light Body 2 x 50 ml', 'Addition Silicone Light Body 2 x 50 ml'],
    short: ['Hassas detay için akışkan silikon.', 'Flowable silicone for fine detail.'],
    description: [
      'Karıştırma tabancasıyla uygulanan, yüksek yırtılma dayanımlı light body ölçü maddesi.',
      'Light-body material with high tear strength, dispensed with a mixing gun.',
    ],
    specs: [
      ['İçerik', 'Contents', '2 x 50 ml'],
      ['Kıvam', 'Viscosity', 'Light body'],
    ],
  },
  {
    category: 'gecici-kron-malzemeleri',
    sku: 'GKR-BA-A2',
    price: 1290,
    stock: 19,
    name: ['Bis-Akril Geçici Kron Materyali A2', 'Bis-Acrylic Temporary Crown Material A2'],
    short: ['Otomatik karışımlı geçici kron reçinesi.', 'Automix temporary crown resin.'],
    description: [
      'Düşük ısı açığa çıkaran, kolay cilalanan ve kırılmaya dayanıklı geçici kron ve köprü materyali.',
      'Low-exotherm, easy-polishing and fracture-resistant material for temporary crowns and bridges.',
    ],
    specs: [
      ['Renk', 'Shade', 'A2'],
      ['Hacim', 'Volume', '50 ml'],
      ['Ağızda sertleşme', 'Intraoral set', '45 sn', '45 s'],
    ],
  },
  {
    category: 'gecici-kron-malzemeleri',
    sku: 'GSM-OJN-50',
    price: 390,
    stock: 27,
    name: ['Öjenolsüz Geçici Siman 50 g', 'Eugenol-Free Temporary Cement 50 g'],
    short: ['Geçici restorasyonlar için siman.', 'Cement for provisional restorations.'],
    description: [
      'Kalıcı simantasyonu etkilemeyen, kolay temizlenen öjenolsüz geçici siman.',
      'Easy-to-clean eugenol-free cement that does not interfere with final cementation.',
    ],
    specs: [
      ['Miktar', 'Amount', '50 g'],
      ['İçerik', 'Formula', 'Öjenolsüz', 'Eugenol-free'],
    ],
  },
  {
    category: 'kuretler',
    sku: 'KRT-GRC-1314',
    price: 460,
    stock: 38,
    name: ['Gracey Küret 13/14', 'Gracey Curette 13/14'],
    short: ['Posterior distal yüzeyler için küret.', 'Curette for posterior distal surfaces.'],
    description: [
      'İnce bıçaklı, keskinliğini uzun süre koruyan ve hafif silikon saplı Gracey küret.',
      'Thin-bladed Gracey curette that stays sharp, with a light silicone handle.',
    ],
    specs: [
      ['Model', 'Model', '13/14'],
      ['Sap çapı', 'Handle diameter', '10 mm'],
    ],
  },
  {
    category: 'kuretler',
    sku: 'KRT-UNV-SET',
    price: 2150,
    discount: 1850,
    stock: 8,
    name: ['Periodontal Küret Seti (6 Parça)', 'Periodontal Curette Set (6 pcs)'],
    short: ['Gracey ve üniversal küretlerden oluşan set.', 'Set of Gracey and universal curettes.'],
    description: [
      'Tüm diş yüzeyleri için 5/6, 7/8, 11/12, 13/14 Gracey ve iki üniversal küret.',
      'Gracey 5/6, 7/8, 11/12, 13/14 and two universal curettes for every tooth surface.',
    ],
    specs: [
      ['Parça sayısı', 'Pieces', '6'],
      ['Kaset', 'Cassette', 'Dahil', 'Included'],
    ],
  },
  {
    category: 'periodontal-sondlar',
    sku: 'SND-WHO-01',
    price: 240,
    stock: 65,
    name: ['WHO Periodontal Sond', 'WHO Periodontal Probe'],
    short: ['Bilyalı uçlu, renk bantlı sond.', 'Ball-tipped, colour-banded probe.'],
    description: [
      'Toplum periodontal indeksi ölçümleri için 0.5 mm bilyalı uçlu, siyah bantlı WHO sond.',
      'WHO probe with a 0.5 mm ball tip and black band for community periodontal index scoring.',
    ],
    specs: [
      ['Uç', 'Tip', '0.5 mm bilya', '0.5 mm ball'],
      ['İşaretler', 'Markings', '3.5-5.5-8.5-11.5 mm'],
    ],
  },
  {
    category: 'periodontal-sondlar',
    sku: 'SND-UNC-15',
    price: 260,
    stock: 3,
    name: ['UNC 15 Periodontal Sond', 'UNC 15 Periodontal Probe'],
    short: ['Milimetrik işaretli UNC 15 sond.', 'UNC 15 probe with millimetre markings.'],
    description: [
      'Cep derinliği ölçümünde hassas okuma sağlayan, her milimetresi işaretli 15 mm sond.',
      '15 mm probe marked at every millimetre for accurate pocket depth readings.',
    ],
    specs: [
      ['Uzunluk', 'Length', '15 mm'],
      ['İşaretler', 'Markings', 'Her 1 mm', 'Every 1 mm'],
    ],
  },
  {
    category: 'periodontoloji',
    sku: 'KLH-JEL-10',
    price: 310,
    stock: 47,
    name: ['Klorheksidin Periodontal Jel %1 10 g', 'Chlorhexidine Periodontal Gel 1% 10 g'],
    short: ['Dişeti bakımı için antiseptik jel.', 'Antiseptic gel for gum care.'],
    description: [
      'Küretaj sonrası ve implant çevresi bakımında kullanılan klorheksidin içerikli jel.',
      'Chlorhexidine gel for post-scaling and peri-implant care.',
    ],
    specs: [
      ['Konsantrasyon', 'Concentration', '%1', '1%'],
      ['Miktar', 'Amount', '10 g'],
    ],
  },
]
