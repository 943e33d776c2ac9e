import type { SeedProduct } from './types'

/** Brackets, archwires, surgical instruments and sutures. */
export const ORTHODONTIC_AND_SURGICAL_PRODUCTS: SeedProduct[] = [
  {
    category: 'braketler',
    sku: 'BRK-MBT-022',
    price: 1350,
    discount: 1150,
    stock: 26,
    featured: true,
    name: ['Metal Braket Seti MBT 0.022', 'Metal Bracket Kit MBT 0.022'],
    short: ['20 dişlik, kancalı metal braket seti.', '20-tooth metal bracket kit with hooks.'],
    description: [
      'MIM teknolojisiyle üretilmiş, lazer işaretli ve mesh tabanlı MBT reçeteli braket seti.',
      'MIM-manufactured MBT prescription brackets with laser marks and mesh bases.',
    ],
    specs: [
      ['Reçete', 'Prescription', 'MBT'],
      ['Slot', 'Slot', '0.022"'],
      ['Adet', 'Pieces', '20'],
    ],
  },
  {
    category: 'braketler',
    sku: 'BRK-SRM-022',
    price: 3900,
    stock: 6,
    name: ['Seramik Braket Seti 0.022', 'Ceramic Bracket Kit 0.022'],
    short: ['Estetik, polikristal seramik braketler.', 'Aesthetic polycrystalline ceramic brackets.'],
    description: [
      'Diş rengine uyum sağlayan, kolay sökülebilen polikristal alümina seramik braketler.',
      'Tooth-coloured polycrystalline alumina brackets designed for easy debonding.',
    ],
    specs: [
      ['Malzeme', 'Material', 'Polikristal alümina', 'Polycrystalline alumina'],
      ['Slot', 'Slot', '0.022"'],
      ['Adet', 'Pieces', '20'],
    ],
  },
  {
    category: 'braketler',
    sku: 'ORT-YAP-5G',
    price: 540,
    stock: 44,
    name: ['Ortodontik Braket Yapıştırıcı 5 g', 'Orthodontic Bracket Adhesive 5 g'],
    short: ['Işıkla sertleşen braket yapıştırıcısı.', 'Light-cured bracket adhesive.'],
    description: [
      'Akmayan kıvamı sayesinde braket pozisyonunu korur; fazlası kolayca temizlenir.',
      'Non-slumping paste that holds bracket position and cleans up easily.',
    ],
    specs: [
      ['Miktar', 'Amount', '5 g'],
      ['Sertleşme', 'Curing', 'Işıkla', 'Light cure'],
    ],
  },
  {
    category: 'ark-telleri',
    sku: 'ARK-NTI-014U',
    price: 210,
    stock: 150,
    name: ['NiTi Ark Teli 0.014 Üst (10 Adet)', 'NiTi Archwire 0.014 Upper (10 pcs)'],
    short: ['Süperelastik nikel-titanyum başlangıç teli.', 'Superelastic nickel-titanium initial wire.'],
    description: [
      'Seviyeleme fazı için hafif ve sürekli kuvvet uygulayan, ovoid formlu süperelastik tel.',
      'Ovoid superelastic wire delivering light, continuous force for levelling.',
    ],
    specs: [
      ['Kalınlık', 'Size', '0.014"'],
      ['Form', 'Form', 'Ovoid'],
      ['Adet', 'Pieces', '10'],
    ],
  },
  {
    category: 'ark-telleri',
    sku: 'ARK-SS-1925',
    price: 230,
    discount: 190,
    stock: 0,
    name: ['Paslanmaz Çelik Ark Teli 0.019x0.025 Alt', 'Stainless Steel Archwire 0.019x0.025 Lower'],
    short: ['Bitirme fazı için dikdörtgen kesitli tel.', 'Rectangular wire for the finishing phase.'],
    description: [
      'Tork kontrolü ve boşluk kapatma mekanikleri için rijit paslanmaz çelik ark teli.',
      'Rigid stainless steel archwire for torque control and space closure mechanics.',
    ],
    specs: [
      ['Kesit', 'Cross-section', '0.019 x 0.025"'],
      ['Çene', 'Arch', 'Alt', 'Lower'],
      ['Adet', 'Pieces', '10'],
    ],
  },
  {
    category: 'cerrahi-el-aletleri',
    sku: 'DVY-UST-150',
    price: 1150,
    stock: 18,
    name: ['Üst Molar Davye No:18', 'Upper Molar Extraction Forceps No. 18'],
    short: ['Anatomik ağızlı üst molar davyesi.', 'Upper molar forceps with anatomical beaks.'],
    description: [
      'Kaymaz tırtıklı uçları ve ergonomik sapı ile kontrollü çekim sağlayan paslanmaz çelik davye.',
      'Stainless steel forceps with serrated beaks and an ergonomic handle for controlled extractions.',
    ],
    specs: [
      ['Numara', 'Number', '18'],
      ['Malzeme', 'Material', 'Paslanmaz çelik', 'Stainless steel'],
      ['Sterilizasyon', 'Sterilisation', '134 °C otoklav', '134 °C autoclave'],
    ],
  },
  {
    category: 'cerrahi-el-aletleri',
    sku: 'ELV-BEIN-3',
    price: 380,
    stock: 40,
    name: ['Bein Elevatör 3 mm', 'Bein Elevator 3 mm'],
    short: ['Düz uçlu kök elevatörü.', 'Straight-tip root elevator.'],
    description: [
      'Periodontal ligament ayrımı ve kök luksasyonu için ince, keskin uçlu elevatör.',
      'Fine, sharp elevator for separating the periodontal ligament and luxating roots.',
    ],
    specs: [
      ['Uç genişliği', 'Blade width', '3 mm'],
      ['Sap', 'Handle', 'Silikon', 'Silicone'],
    ],
  },
  {
    category: 'cerrahi-el-aletleri',
    sku: 'BST-15C-100',
    price: 290,
    stock: 95,
    name: ['Steril Bistüri Ucu No:15C (100 Adet)', 'Sterile Scalpel Blade No. 15C (100 pcs)'],
    short: ['Karbon çeliği, tek tek paketli bistüri uçları.', 'Individually wrapped carbon steel blades.'],
    description: [
      'Periodontal ve implant cerrahisinde hassas insizyonlar için küçük kavisli 15C bistüri ucu.',
      'Small curved 15C blade for precise incisions in periodontal and implant surgery.',
    ],
    specs: [
      ['Numara', 'Number', '15C'],
      ['Malzeme', 'Material', 'Karbon çeliği', 'Carbon steel'],
      ['Adet', 'Pieces', '100'],
    ],
  },
  {
    category: 'cerrahi-el-aletleri',
    sku: 'CRH-SET-12',
    price: 6800,
    stock: 2,
    name: ['Temel Oral Cerrahi Alet Seti (12 Parça)', 'Basic Oral Surgery Instrument Set (12 pcs)'],
    short: ['Kasetli 12 parça cerrahi başlangıç seti.', '12-piece surgical starter set in a cassette.'],
    description: [
      'Portegü, makas, periost elevatörü, ekartör ve küretten oluşan, otoklavlanabilir kasetli set.',
      'Needle holder, scissors, periosteal elevator, retractor and curette in an autoclavable cassette.',
    ],
    specs: [
      ['Parça sayısı', 'Pieces', '12'],
      ['Kaset', 'Cassette', 'Dahil', 'Included'],
      ['Malzeme', 'Material', 'Paslanmaz çelik', 'Stainless steel'],
    ],
  },
  {
    category: 'sutur-malzemeleri',
    sku: 'STR-PGA-40',
    price: 720,
    stock: 36,
    name: ['PGA Emilebilen Sütür 4/0 (12 Adet)', 'PGA Absorbable Suture 4/0 (12 pcs)'],
    short: ['Örgülü poliglikolik asit sütür.', 'Braided polyglycolic acid suture.'],
    description: [
      'Ağız içi yumuşak doku kapatımı için 3/8 daire ters kesici iğneli, emilebilen sütür.',
      'Absorbable suture with a 3/8 circle reverse cutting needle for intraoral soft tissue closure.',
    ],
    specs: [
      ['Kalınlık', 'Size', '4/0'],
      ['İğne', 'Needle', '3/8 daire 19 mm', '3/8 circle 19 mm'],
      ['Emilim', 'Absorption', '60-90 gün', '60-90 days'],
    ],
  },
  {
    category: 'sutur-malzemeleri',
    sku: 'STR-SLK-30',
    price: 480,
    stock: 4,
    name: ['İpek Sütür 3/0 (12 Adet)', 'Silk Suture 3/0 (12 pcs)'],
    short: ['Örgülü, emilmeyen ipek sütür.', 'Braided non-absorbable silk suture.'],
    description: [
      'Kolay düğümlenen, yumuşak dokulu emilmeyen ipek sütür. Çekim sonrası kapatımlar için.',
      'Soft, easy-knotting non-absorbable silk suture for post-extraction closure.',
    ],
    specs: [
      ['Kalınlık', 'Size', '3/0'],
      ['İğne', 'Needle', '3/8 daire 24 mm', '3/8 circle 24 mm'],
      ['Adet', 'Pieces', '12'],
    ],
  },
]
