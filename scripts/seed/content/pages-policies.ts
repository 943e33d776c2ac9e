import type { SeedPage } from './types'

/** Shipping, returns, privacy and terms pages, in Turkish and English. */
export const POLICY_PAGES: SeedPage[] = [
  {
    slug: 'kargo-bilgileri',
    title: ['Kargo Bilgileri', 'Shipping Information'],
    content: [
      `<p>Hafta içi saat 15:00'e kadar ödemesi onaylanan siparişler aynı gün kargoya verilir. Teslimat süresi bulunduğunuz ile göre genellikle 1-3 iş günüdür.</p>
<ul>
<li>Ücretsiz kargo sınırının üzerindeki siparişlerde kargo ücretsizdir.</li>
<li>Güncel ücretsiz kargo sınırı ve kargo ücreti sepet özetinde gösterilir.</li>
<li>Kargo takip numarası, siparişiniz kargoya verildiğinde sipariş detay sayfanızda görünür.</li>
</ul>
<p>Teslim alırken paketi kontrol edin; hasarlı paketler için kargo görevlisine tutanak tutturmanızı rica ederiz.</p>`,
      `<p>Orders whose payment is confirmed by 15:00 on a weekday are shipped the same day. Delivery usually takes 1-3 working days depending on your province.</p>
<ul>
<li>Shipping is free for orders above the free-shipping threshold.</li>
<li>The current threshold and shipping cost are shown in the cart summary.</li>
<li>The tracking number appears on your order page once the parcel is shipped.</li>
</ul>
<p>Please check the parcel on delivery and ask the courier to record any damage.</p>`,
    ],
  },
  {
    slug: 'iade-politikasi',
    title: ['İade Politikası', 'Returns Policy'],
    content: [
      `<p>Teslim aldığınız ürünleri, ambalajı açılmamış ve kullanılmamış olmak koşuluyla 14 gün içinde iade edebilirsiniz.</p>
<ul>
<li>Steril ambalajı açılmış, hijyen nedeniyle tekrar satışa uygun olmayan ürünler iade alınmaz.</li>
<li>Soğuk zincir gerektiren ürünlerde iade yalnızca hatalı veya hasarlı gönderimde kabul edilir.</li>
<li>İade talebinizi WhatsApp veya e-posta ile sipariş numaranızı belirterek iletin.</li>
</ul>
<p>İade onaylandıktan sonra ödemeniz 5 iş günü içinde hesabınıza geri gönderilir.</p>`,
      `<p>You may return products within 14 days of delivery, provided they are unopened and unused.</p>
<ul>
<li>Products whose sterile packaging has been opened cannot be returned for hygiene reasons.</li>
<li>Cold-chain products can only be returned if they were faulty or damaged on arrival.</li>
<li>Send your return request by WhatsApp or e-mail with your order number.</li>
</ul>
<p>Once the return is approved, your payment is refunded within 5 working days.</p>`,
    ],
  },
  {
    slug: 'gizlilik-politikasi',
    title: ['Gizlilik Politikası', 'Privacy Policy'],
    content: [
      `<p>Kişisel verileriniz 6698 sayılı Kişisel Verilerin Korunması Kanunu'na uygun olarak işlenir.</p>
<h2>Topladığımız veriler</h2>
<p>Ad, e-posta, telefon ve teslimat adresi gibi bilgileri yalnızca siparişlerinizi işlemek ve sizinle iletişim kurmak için kullanırız.</p>
<h2>Verilerin paylaşımı</h2>
<p>Bilgileriniz yalnızca teslimat için kargo firmasıyla paylaşılır; üçüncü taraflara satılmaz.</p>
<h2>Haklarınız</h2>
<p>Verilerinize erişme, düzeltilmesini veya silinmesini isteme hakkına sahipsiniz. Talepleriniz için bizimle iletişime geçebilirsiniz.</p>`,
      `<p>Your personal data is processed in line with the Turkish Personal Data Protection Law No. 6698.</p>
<h2>What we collect</h2>
<p>We use details such as your name, e-mail, phone number and delivery address only to process your orders and to contact you.</p>
<h2>Sharing</h2>
<p>Your details are shared only with the courier for delivery and are never sold to third parties.</p>
<h2>Your rights</h2>
<p>You may ask to see, correct or delete your data at any time. Contact us with your request.</p>`,
    ],
  },
  {
    slug: 'hizmet-sartlari',
    title: ['Hizmet Şartları', 'Terms of Service'],
    content: [
      `<p>Bu siteyi kullanarak aşağıdaki şartları kabul etmiş olursunuz.</p>
<ul>
<li>Ürünler diş hekimleri ve sağlık kuruluşlarına yöneliktir; ürünlerin kullanımı mesleki sorumluluk gerektirir.</li>
<li>Fiyatlar ve stok durumu önceden haber verilmeksizin değişebilir. Sipariş, ödeme onayıyla kesinleşir.</li>
<li>Ödemeler WhatsApp üzerinden iletilen banka bilgilerine yapılır; site üzerinden kart bilgisi alınmaz.</li>
<li>Hesabınızın güvenliğinden ve şifrenizin gizliliğinden siz sorumlusunuz.</li>
</ul>`,
      `<p>By using this site you accept the following terms.</p>
<ul>
<li>Products are intended for dentists and healthcare providers; their use requires professional responsibility.</li>
<li>Prices and stock may change without notice. An order is final once payment is confirmed.</li>
<li>Payments are made to the bank details sent over WhatsApp; no card details are taken on the site.</li>
<li>You are responsible for the security of your account and the secrecy of your password.</li>
</ul>`,
    ],
  },
]
