import { useT } from '@shop/i18n'
import { Button, ButtonLink, Container, usePageMeta, useSiteName, useWhatsapp } from '@shop/ui'
import { useNavigate } from 'react-router-dom'
import styles from './not-found-page.module.css'

/** 404: the heading and the document title carry the site name ("Sayfa bulunamadı — <site>"); home and back buttons. */
export function NotFoundPage() {
  const t = useT()
  const navigate = useNavigate()
  const whatsapp = useWhatsapp()
  const siteName = useSiteName()
  usePageMeta(t('not_found.title'), t('not_found.description'))
  return (
    <Container className={styles.page}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title} data-testid="not-found">
        {t('not_found.heading', { siteName })}
      </h1>
      <p className={styles.description}>{t('not_found.description')}</p>
      <div className={styles.actions}>
        <ButtonLink to="/">{t('not_found.home')}</ButtonLink>
        <Button variant="secondary" onClick={() => navigate(-1)}>
          {t('not_found.back')}
        </Button>
        {whatsapp && (
          <a className={styles.whatsapp} href={whatsapp.chatUrl()} target="_blank" rel="noopener noreferrer">
            {t('not_found.whatsapp')}
          </a>
        )}
      </div>
    </Container>
  )
}
