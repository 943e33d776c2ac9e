import type { SeedCategory } from './types'

export const CATEGORIES: SeedCategory[] = [
  {
    slug: 'implantoloji',
    name: ['İmplantoloji', 'Implantology'],
    description: [
      'İmplant sistemleri, protetik parçalar ve rejeneratif malzemeler.',
      'Implant systems, prosthetic components and regenerative materials.',
    ],
    colour: '#1f6f8b',
    children: [
      {
        slug: 'implant-sistemleri',
        name: ['İmplant Sistemleri', 'Implant Systems'],
        description: [
          'Farklı çap ve boylarda titanyum dental implantlar.',
          'Titanium dental implants in a range of diameters and lengths.',
        ],
      },
      {
        slug: 'protetik-parcalar',
        name: ['Protetik Parçalar', 'Prosthetic Components'],
        description: [
          'Abutment, iyileşme başlığı ve ölçü transferleri.',
          'Abutments, healing caps and impression transfers.',
        ],
      },
      {
        slug: 'kemik-grefti-ve-membran',
        name: ['Kemik Grefti ve Membran', 'Bone Grafts and Membranes'],
        description: [
          'Kemik rejenerasyonu için greft ve bariyer membranlar.',
          'Grafts and barrier membranes for bone regeneration.',
        ],
      },
    ],
  },
  {
    slug: 'endodonti',
    name: ['Endodonti', 'Endodontics'],
    description: [
      'Kanal tedavisi için eğeler, dolgu ve irrigasyon ürünleri.',
      'Files, obturation and irrigation products for root canal treatment.',
    ],
    colour: '#b03a2e',
    children: [
      {
        slug: 'kanal-egeleri',
        name: ['Kanal Eğeleri', 'Root Canal Files'],
        description: ['El ve döner sistem kanal eğeleri.', 'Hand and rotary root canal files.'],
      },
      {
        slug: 'kanal-dolgu-malzemeleri',
        name: ['Kanal Dolgu Malzemeleri', 'Obturation Materials'],
        description: [
          'Güta perka, paper point ve kanal patları.',
          'Gutta-percha, paper points and root canal sealers.',
        ],
      },
      {
        slug: 'irrigasyon',
        name: ['İrrigasyon', 'Irrigation'],
        description: [
          'Kanal yıkama solüsyonları ve irrigasyon iğneleri.',
          'Canal irrigation solutions and irrigation needles.',
        ],
      },
    ],
  },
  {
    slug: 'restoratif',
    name: ['Restoratif', 'Restorative Dentistry'],
    description: [
      'Kompozitler, bonding sistemleri ve ışık cihazları.',
      'Composites, bonding systems and curing lights.',
    ],
    colour: '#2e86c1',
    children: [
      {
        slug: 'kompozit-recineler',
        name: ['Kompozit Reçineler', 'Composite Resins'],
        description: [
          'Anterior ve posterior restorasyonlar için kompozitler.',
          'Composites for anterior and posterior restorations.',
        ],
      },
      {
        slug: 'bonding-sistemleri',
        name: ['Bonding Sistemleri', 'Bonding Systems'],
        description: ['Adeziv sistemler ve asitler.', 'Adhesive systems and etchants.'],
      },
      {
        slug: 'isik-cihazlari',
        name: ['Işık Cihazları', 'Curing Lights'],
        description: ['LED polimerizasyon cihazları ve aksesuarları.', 'LED curing lights and accessories.'],
      },
    ],
  },
  {
    slug: 'ortodonti',
    name: ['Ortodonti', 'Orthodontics'],
    description: [
      'Braketler, teller ve ortodontik yardımcı malzemeler.',
      'Brackets, wires and orthodontic auxiliaries.',
    ],
    colour: '#7d3c98',
    children: [
      {
        slug: 'braketler',
        name: ['Braketler', 'Brackets'],
        description: ['Metal ve seramik braket setleri.', 'Metal and ceramic bracket kits.'],
      },
      {
        slug: 'ark-telleri',
        name: ['Ark Telleri', 'Archwires'],
        description: ['NiTi ve paslanmaz çelik ark telleri.', 'NiTi and stainless steel archwires.'],
      },
    ],
  },
  {
    slug: 'cerrahi',
    name: ['Cerrahi', 'Oral Surgery'],
    description: [
      'Ağız cerrahisi için el aletleri ve sütür malzemeleri.',
      'Hand instruments and sutures for oral surgery.',
    ],
    colour: '#117a65',
    children: [
      {
        slug: 'cerrahi-el-aletleri',
        name: ['Cerrahi El Aletleri', 'Surgical Instruments'],
        description: ['Davye, elevatör ve cerrahi makaslar.', 'Forceps, elevators and surgical scissors.'],
      },
      {
        slug: 'sutur-malzemeleri',
        name: ['Sütür Malzemeleri', 'Sutures'],
        description: ['Emilebilen ve emilmeyen sütürler.', 'Absorbable and non-absorbable sutures.'],
      },
    ],
  },
  {
    slug: 'protez',
    name: ['Protez', 'Prosthodontics'],
    description: [
      'Ölçü, geçici kron ve siman malzemeleri.',
      'Impression, temporary crown and cementation materials.',
    ],
    colour: '#a04000',
    children: [
      {
        slug: 'olcu-malzemeleri',
        name: ['Ölçü Malzemeleri', 'Impression Materials'],
        description: ['Aljinat ve silikon ölçü malzemeleri.', 'Alginate and silicone impression materials.'],
      },
      {
        slug: 'gecici-kron-malzemeleri',
        name: ['Geçici Kron Malzemeleri', 'Temporary Crown Materials'],
        description: ['Geçici kron ve köprü reçineleri.', 'Resins for temporary crowns and bridges.'],
      },
    ],
  },
  {
    slug: 'periodontoloji',
    name: ['Periodontoloji', 'Periodontology'],
    description: [
      'Küretler, sondlar ve periodontal tedavi ürünleri.',
      'Curettes, probes and periodontal care products.',
    ],
    colour: '#c2185b',
    children: [
      {
        slug: 'kuretler',
        name: ['Küretler', 'Curettes'],
        description: ['Gracey ve üniversal küretler.', 'Gracey and universal curettes.'],
      },
      {
        slug: 'periodontal-sondlar',
        name: ['Periodontal Sondlar', 'Periodontal Probes'],
        description: [
          'Milimetrik işaretli periodontal sondlar.',
          'Periodontal probes with millimetre markings.',
        ],
      },
    ],
  },
  {
    slug: 'hijyen-ve-sterilizasyon',
    name: ['Hijyen ve Sterilizasyon', 'Hygiene and Sterilisation'],
    description: [
      'Yüzey ve alet dezenfektanları, sterilizasyon sarf malzemeleri.',
      'Surface and instrument disinfectants, sterilisation consumables.',
    ],
    colour: '#0097a7',
    children: [
      {
        slug: 'dezenfektanlar',
        name: ['Dezenfektanlar', 'Disinfectants'],
        description: ['Yüzey, alet ve el dezenfektanları.', 'Surface, instrument and hand disinfectants.'],
      },
      {
        slug: 'sterilizasyon-posetleri',
        name: ['Sterilizasyon Poşetleri', 'Sterilisation Pouches'],
        description: ['Otoklav poşetleri ve indikatörler.', 'Autoclave pouches and indicators.'],
      },
    ],
  },
  {
    slug: 'radyoloji',
    name: ['Radyoloji', 'Radiology'],
    description: [
      'Dijital sensörler, fosfor plaklar ve röntgen aksesuarları.',
      'Digital sensors, phosphor plates and X-ray accessories.',
    ],
    colour: '#455a64',
    children: [
      {
        slug: 'dijital-sensorler',
        name: ['Dijital Sensörler', 'Digital Sensors'],
        description: ['İntraoral dijital röntgen sensörleri.', 'Intraoral digital X-ray sensors.'],
      },
      {
        slug: 'rontgen-aksesuarlari',
        name: ['Röntgen Aksesuarları', 'X-ray Accessories'],
        description: [
          'Film tutucular, koruyucu kılıflar ve önlükler.',
          'Film holders, barrier sleeves and aprons.',
        ],
      },
    ],
  },
  {
    slug: 'sarf-malzemeleri',
    name: ['Sarf Malzemeleri', 'Consumables'],
    description: [
      'Klinikte her gün kullanılan tek kullanımlık ürünler.',
      'Single-use products used every day in the clinic.',
    ],
    colour: '#6b7a1d',
    children: [
      {
        slug: 'eldivenler',
        name: ['Eldivenler', 'Gloves'],
        description: ['Nitril ve lateks muayene eldivenleri.', 'Nitrile and latex examination gloves.'],
      },
      {
        slug: 'maske-ve-onlukler',
        name: ['Maske ve Önlükler', 'Masks and Gowns'],
        description: [
          'Cerrahi maskeler ve tek kullanımlık önlükler.',
          'Surgical masks and disposable gowns.',
        ],
      },
      {
        slug: 'tukuruk-emiciler-ve-pamuklar',
        name: ['Tükürük Emiciler ve Pamuklar', 'Saliva Ejectors and Cotton Rolls'],
        description: [
          'Tükürük emiciler, pamuk rulolar ve gazlı bezler.',
          'Saliva ejectors, cotton rolls and gauze.',
        ],
      },
    ],
  },
]
