import type { SeedPage } from './types'

/** About, contact, customer service and FAQ pages, in Turkish and English. */
export const SHOP_PAGES: SeedPage[] = [
  {
    slug: 'hakkimizda',
    title: ['Hakkımızda', 'About Us'],
    content: [
      `<h2>Diş hekimliği sarf malzemelerinde güvenilir tedarik</h2>
<p>Muayenehanelere, poliklinik ve hastanelere implantolojiden endodontiye, restoratif malzemelerden sterilizasyon ürünlerine kadar geniş bir ürün yelpazesi sunuyoruz.</p>
<p>Tüm ürünlerimiz yetkili distribütörlerden, orijinal ambalajında ve son kullanma tarihi kontrol edilerek tedarik edilir. Soğuk zincir gerektiren ürünler uygun koşullarda saklanır ve gönderilir.</p>
<h3>Neden biz?</h3>
<ul>
<li>Klinik ihtiyaçlarını bilen, diş hekimliği alanında deneyimli ekip</li>
<li>Stoktan hızlı gönderim ve şeffaf kargo ücretleri</li>
<li>Siparişleriniz için WhatsApp üzerinden birebir destek</li>
</ul>`,
      `<h2>A dependable source of dental supplies</h2>
<p>We supply practices, clinics and hospitals with a broad range of products, from implantology and endodontics to restorative materials and sterilisation consumables.</p>
<p>Every product comes from authorised distributors in its original packaging, with expiry dates checked. Products that need a cold chain are stored and shipped under the right conditions.</p>
<h3>Why us?</h3>
<ul>
<li>A team with hands-on experience of what dental clinics need</li>
<li>Fast dispatch from stock and clear shipping costs</li>
<li>One-to-one support for your orders over WhatsApp</li>
</ul>`,
    ],
  },
  {
    slug: 'iletisim',
    title: ['İletişim', 'Contact'],
    content: [
      `<p>Ürünler, siparişler veya toplu alımlar hakkında sorularınız için bize aşağıdaki kanallardan ulaşabilirsiniz.</p>
<p>Hafta içi 09:00-18:00, cumartesi 10:00-14:00 saatleri arasında telefon ve WhatsApp üzerinden yanıt veriyoruz. Mesai dışında gelen e-postalar ertesi iş günü yanıtlanır.</p>
<p>Klinik veya kurum adına toplu sipariş vermek istiyorsanız lütfen vergi bilgilerinizi de iletin; size özel teklif hazırlayalım.</p>`,
      `<p>Please contact us through any of the channels below with questions about products, orders or bulk purchases.</p>
<p>We answer by phone and WhatsApp on weekdays 09:00-18:00 and on Saturdays 10:00-14:00. E-mails received outside these hours are answered on the next working day.</p>
<p>If you would like to order in bulk for a clinic or institution, please include your tax details and we will prepare a quote for you.</p>`,
    ],
  },
  {
    slug: 'musteri-hizmetleri',
    title: ['Müşteri Hizmetleri', 'Customer Service'],
    content: [
      `<h2>Size nasıl yardımcı olabiliriz?</h2>
<ul>
<li><strong>Sipariş takibi:</strong> Hesabım &gt; Siparişlerim sayfasından siparişinizin durumunu ve kargo takip numarasını görebilirsiniz.</li>
<li><strong>Ürün danışmanlığı:</strong> Uygun ürünü seçmek için ürün sayfasındaki WhatsApp butonunu kullanarak bize yazabilirsiniz.</li>
<li><strong>İade ve değişim:</strong> Koşullar için <a href="/iade-politikasi">İade Politikası</a> sayfamızı inceleyin.</li>
<li><strong>Fatura talepleri:</strong> Kurumsal fatura için sipariş notuna firma unvanı ve vergi numaranızı ekleyin.</li>
</ul>`,
      `<h2>How can we help?</h2>
<ul>
<li><strong>Order tracking:</strong> see the status and tracking number of your order under My Account &gt; My Orders.</li>
<li><strong>Product advice:</strong> message us with the WhatsApp button on any product page to choose the right product.</li>
<li><strong>Returns and exchanges:</strong> see our <a href="/iade-politikasi">Returns Policy</a> for the conditions.</li>
<li><strong>Invoices:</strong> for a company invoice, add your company name and tax number to the order notes.</li>
</ul>`,
    ],
  },
  {
    slug: 'sik-sorulan-sorular',
    title: ['Sıkça Sorulan Sorular', 'Frequently Asked Questions'],
    content: [
      `<h2>Siparişimi nasıl veririm?</h2>
<p>Ürünleri sepete ekleyip giriş yaptıktan sonra teslimat adresinizi girin. Siparişiniz oluşturulduğunda ödeme ve teslimat detaylarını netleştirmek için WhatsApp sohbetine yönlendirilirsiniz.</p>
<h2>Hangi ödeme yöntemlerini kabul ediyorsunuz?</h2>
<p>Ödeme, WhatsApp üzerinden iletilen banka hesap bilgilerine havale veya EFT ile yapılır. Ödemeniz onaylandığında siparişiniz hazırlanır.</p>
<h2>Kargo ücreti ne kadar?</h2>
<p>Belirli bir tutarın üzerindeki siparişlerde kargo ücretsizdir; güncel ücretsiz kargo sınırı ve kargo ücreti sepet özetinde gösterilir.</p>
<h2>Fiyatlara KDV dahil mi?</h2>
<p>Ürün fiyatlarına KDV dahil değildir; KDV, güncel oranıyla sepet özetinde ayrıca gösterilir.</p>
<h2>Ürünler orijinal mi?</h2>
<p>Evet. Tüm ürünler yetkili distribütörlerden faturalı olarak tedarik edilir.</p>`,
      `<h2>How do I place an order?</h2>
<p>Add products to your cart, log in and enter your delivery address. Once the order is created you are taken to a WhatsApp chat to settle payment and delivery details.</p>
<h2>Which payment methods do you accept?</h2>
<p>Payment is by bank transfer to the account details sent over WhatsApp. Your order is prepared as soon as the payment is confirmed.</p>
<h2>How much is shipping?</h2>
<p>Shipping is free above a set order amount; the current free-shipping threshold and shipping cost are shown in the cart summary.</p>
<h2>Do prices include VAT?</h2>
<p>Product prices exclude VAT; VAT is shown separately, at its current rate, in the cart summary.</p>
<h2>Are the products genuine?</h2>
<p>Yes. Every product is bought with an invoice from authorised distributors.</p>`,
    ],
  },
]
