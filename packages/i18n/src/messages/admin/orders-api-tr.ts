/**
 * Failures of the admin orders API (list filters, status updates, statistics), Turkish. The update dialog's own
 * texts ('Sipariş durumu güncellendi', 'Durum güncellenemedi') belong to the screen's catalogue.
 */
export const adminOrdersApiTr = {
  'admin.order.status_invalid': 'Geçersiz sipariş durumu',
  'admin.order.payment_status_invalid': 'Geçersiz ödeme durumu',
  'admin.order.nothing_to_update': 'Güncellenecek en az bir alan gönderilmelidir',
  'admin.order.tracking_invalid': 'Kargo takip numarası tek satırlık bir metin olmalıdır',
  'admin.order.tracking_too_long': 'Kargo takip numarası en fazla 100 karakter olabilir',
  'admin.order.delivery_date_invalid':
    'Tahmini teslim tarihi YYYY-AA-GG biçiminde geçerli bir tarih olmalıdır',
  'admin.order.transition_refused': '“{from}” durumundaki sipariş “{to}” durumuna alınamaz',
  'admin.order.cancelled_payment_completed':
    'İptal edilmiş bir siparişin ödemesi tamamlandı olarak işaretlenemez',
  'admin.order.paid_cannot_cancel':
    'Ödemesi tamamlanmış sipariş iptal edilemez; iptal etmek için ödeme durumunu da değiştirin',
  'admin.order.changed': 'Sipariş bu sırada değişti; sayfayı yenileyip tekrar deneyin',
  'admin.order.reopen_short_stock':
    '{product} için yeterli stok yok (siparişte {quantity}, stokta {stock} adet); sipariş yeniden açılamadı',
  'admin.order.reopen_product_missing': 'Siparişteki {product} artık katalogda yok; sipariş yeniden açılamaz',
  'admin.order.period_invalid': 'Dönem 7d, 30d, 90d veya 12m olmalıdır',
} as const
