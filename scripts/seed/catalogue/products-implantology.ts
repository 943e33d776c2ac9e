import type { SeedProduct } from './types'

/** Implants, prosthetic components, grafts and membranes. */
export const IMPLANTOLOGY_PRODUCTS: SeedProduct[] = [
  {
    category: 'implant-sistemleri',
    sku: 'IMP-KN-4010',
    price: 2450,
    stock: 48,
    featured: true,
    name: ['Konik Bağlantılı Dental İmplant 4.0 x 10 mm', 'Conical Connection Dental Implant 4.0 x 10 mm'],
    short: [
      'Grade 4 titanyum, SLA yüzeyli konik implant.',
      'Grade 4 titanium tapered implant with SLA surface.',
    ],
    description: [
      'Yüksek primer stabilite için agresif yivli konik gövde. Steril ambalajda, kapak vidası ile birlikte gelir.',
      'Tapered body with aggressive threads for high primary stability. Supplied sterile with a cover screw.',
    ],
    specs: [
      ['Çap', 'Diameter', '4.0 mm'],
      ['Boy', 'Length', '10 mm'],
      ['Malzeme', 'Material', 'Grade 4 titanyum', 'Grade 4 titanium'],
      ['Yüzey', 'Surface', 'SLA'],
    ],
  },
  {
    category: 'implant-sistemleri',
    sku: 'IMP-KN-3511',
    price: 2450,
    discount: 2150,
    stock: 22,
    name: ['Konik Dental İmplant 3.5 x 11.5 mm', 'Tapered Dental Implant 3.5 x 11.5 mm'],
    short: ['Dar kret alanları için ince gövdeli implant.', 'Narrow-body implant for thin ridges.'],
    description: [
      'Anterior bölge ve dar kretler için tasarlanmış 3.5 mm çaplı implant. Platform switching uyumludur.',
      'A 3.5 mm implant designed for the anterior region and narrow ridges. Platform switching compatible.',
    ],
    specs: [
      ['Çap', 'Diameter', '3.5 mm'],
      ['Boy', 'Length', '11.5 mm'],
      ['Bağlantı', 'Connection', 'Konik hekzagon', 'Conical hex'],
    ],
  },
  {
    category: 'implant-sistemleri',
    sku: 'IMP-KIT-CRH',
    price: 18500,
    stock: 3,
    name: ['İmplant Cerrahi Frez Kiti', 'Implant Surgical Drill Kit'],
    short: ['Tüm implant çapları için sıralı frez seti.', 'Sequential drill set for all implant diameters.'],
    description: [
      'Otoklavlanabilir kasette pilot, genişletici ve stoper frezler. Lazer derinlik işaretleri bulunur.',
      'Pilot, shaping drills and stoppers in an autoclavable cassette, with laser depth marks.',
    ],
    specs: [
      ['Frez sayısı', 'Number of drills', '14'],
      ['Kaset', 'Cassette', 'Otoklavlanabilir', 'Autoclavable'],
      ['Malzeme', 'Material', 'Paslanmaz çelik', 'Stainless steel'],
    ],
  },
  {
    category: 'protetik-parcalar',
    sku: 'ABT-DZ-4515',
    price: 980,
    stock: 60,
    name: ['Düz Titanyum Abutment 4.5 mm', 'Straight Titanium Abutment 4.5 mm'],
    short: ['Simante restorasyonlar için düz abutment.', 'Straight abutment for cemented restorations.'],
    description: [
      'Konik bağlantılı implantlarla uyumlu, frezelenebilir titanyum abutment. Abutment vidası dahildir.',
      'Millable titanium abutment compatible with conical connection implants. Abutment screw included.',
    ],
    specs: [
      ['Platform', 'Platform', '4.5 mm'],
      ['Dişeti yüksekliği', 'Gingival height', '1.5 mm'],
      ['Malzeme', 'Material', 'Ti-6Al-4V'],
    ],
  },
  {
    category: 'protetik-parcalar',
    sku: 'IYB-4540',
    price: 420,
    stock: 85,
    name: ['İyileşme Başlığı 4.5 x 4 mm', 'Healing Cap 4.5 x 4 mm'],
    short: ['Yumuşak doku şekillendirme için iyileşme başlığı.', 'Healing cap for soft tissue shaping.'],
    description: [
      'İkinci aşama cerrahide dişeti profilini şekillendirmek için kullanılır. Tek kullanımlık, steril.',
      'Used at second-stage surgery to shape the emergence profile. Single use, sterile.',
    ],
    specs: [
      ['Çap', 'Diameter', '4.5 mm'],
      ['Yükseklik', 'Height', '4 mm'],
    ],
  },
  {
    category: 'protetik-parcalar',
    sku: 'OLT-KP-01',
    price: 560,
    stock: 0,
    name: ['Kapalı Kaşık Ölçü Transferi', 'Closed Tray Impression Transfer'],
    short: ['Kapalı kaşık tekniği için ölçü transferi.', 'Impression coping for the closed tray technique.'],
    description: [
      'İmplant pozisyonunun laboratuvara doğru aktarılması için kapalı kaşık transferi ve analog seti.',
      'Closed tray coping with analogue for accurate transfer of the implant position to the laboratory.',
    ],
    specs: [
      ['Teknik', 'Technique', 'Kapalı kaşık', 'Closed tray'],
      ['İçerik', 'Contents', 'Transfer + analog', 'Coping + analogue'],
    ],
  },
  {
    category: 'kemik-grefti-ve-membran',
    sku: 'GRF-KSN-05',
    price: 1650,
    discount: 1390,
    stock: 14,
    featured: true,
    name: ['Ksenogreft Kemik Grefti 0.5 g', 'Xenograft Bone Graft 0.5 g'],
    short: [
      'Sığır kaynaklı, yavaş rezorbe olan kemik grefti.',
      'Bovine-derived, slowly resorbing bone graft.',
    ],
    description: [
      'Sinüs lifting ve soket koruma işlemleri için 0.25-1 mm partikül boyutunda doğal kemik mineral.',
      'Natural bone mineral with 0.25-1 mm particles for sinus lifts and socket preservation.',
    ],
    specs: [
      ['Miktar', 'Amount', '0.5 g'],
      ['Partikül', 'Particle size', '0.25-1 mm'],
      ['Kaynak', 'Source', 'Sığır', 'Bovine'],
    ],
  },
  {
    category: 'kemik-grefti-ve-membran',
    sku: 'MEM-KLJ-2530',
    price: 1980,
    stock: 9,
    name: ['Rezorbe Kollajen Membran 25 x 30 mm', 'Resorbable Collagen Membrane 25 x 30 mm'],
    short: ['Yönlendirilmiş kemik rejenerasyonu için membran.', 'Membrane for guided bone regeneration.'],
    description: [
      'Çift katmanlı domuz kollajen membran; 4-6 ayda rezorbe olur, kolay şekillendirilir.',
      'Bilayer porcine collagen membrane, resorbs in 4-6 months and is easy to trim.',
    ],
    specs: [
      ['Boyut', 'Size', '25 x 30 mm'],
      ['Rezorpsiyon', 'Resorption', '4-6 ay', '4-6 months'],
      ['Kaynak', 'Source', 'Domuz', 'Porcine'],
    ],
  },
]
