import type { AddressDto, AddressInput } from '@shop/domain'
import { useT } from '@shop/i18n'
import { readSessionDraft, userAtom } from '@shop/state'
import { Button, ConfirmDialog, notify } from '@shop/ui'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { addressValues } from '../../../components/address-fields'
import { SectionCard } from '../../../components/section-card'
import { useAddAddress, useDeleteAddress, useUpdateAddress } from '../api/use-address-mutations'
import { AddressCard } from './address-card'
import { AddressForm, addressDraftKey } from './address-form'
import styles from './addresses.module.css'

type Editing = { mode: 'closed' } | { mode: 'new' } | { mode: 'edit'; address: AddressDto }

/**
 * The form open when the book opens: the one whose typing a session ending kept (the form gives it back), so signing
 * in again leads back to it; closed otherwise.
 */
function openedByDraft(addresses: AddressDto[], userId: string | undefined): Editing {
  const drafted = (addressId?: string) => userId && readSessionDraft(addressDraftKey(addressId), userId)
  if (drafted()) return { mode: 'new' }
  const address = addresses.find((candidate) => drafted(candidate._id))
  return address ? { mode: 'edit', address } : { mode: 'closed' }
}

/** Saved addresses: a card per address with edit, make-default and delete, and one form for adding or editing. */
export function AddressBook({ addresses }: { addresses: AddressDto[] }) {
  const t = useT()
  const userId = useAtomValue(userAtom)?._id
  const [editing, setEditing] = useState<Editing>(() => openedByDraft(addresses, userId))
  const [deleting, setDeleting] = useState<AddressDto | null>(null)
  const add = useAddAddress()
  const update = useUpdateAddress()
  const remove = useDeleteAddress()
  const busy = add.isPending || update.isPending || remove.isPending

  const close = () => {
    add.reset()
    update.reset()
    setEditing({ mode: 'closed' })
  }
  const save = (input: AddressInput) => {
    if (editing.mode === 'edit') {
      update.mutate(
        { id: editing.address._id, input },
        {
          onSuccess: () => {
            notify.success(t('address.updated'))
            close()
          },
          onError: () => notify.error(t('address.update_failed')),
        },
      )
    } else {
      add.mutate(input, {
        onSuccess: () => {
          notify.success(t('address.added'))
          close()
        },
        onError: () => notify.error(t('address.add_failed')),
      })
    }
  }
  const makeDefault = (address: AddressDto) =>
    update.mutate(
      { id: address._id, input: { ...addressValues(address), isDefault: true } },
      {
        onSuccess: () => notify.success(t('address.updated')),
        onError: () => notify.error(t('address.update_failed')),
      },
    )
  const confirmDelete = () => {
    if (!deleting) return
    remove.mutate(deleting._id, {
      onSuccess: () => notify.success(t('address.deleted')),
      onError: () => notify.error(t('address.delete_failed')),
    })
    setDeleting(null)
  }
  const failure = editing.mode === 'edit' ? update.error : add.error

  return (
    <SectionCard
      title={t('address.title')}
      data-testid="address-book"
      action={
        editing.mode === 'closed' && (
          <Button size="small" onClick={() => setEditing({ mode: 'new' })}>
            {t('address.add')}
          </Button>
        )
      }
    >
      {editing.mode !== 'closed' && (
        <AddressForm
          key={editing.mode === 'edit' ? editing.address._id : 'new'}
          address={editing.mode === 'edit' ? editing.address : undefined}
          defaultForNew={addresses.length === 0}
          saving={add.isPending || update.isPending}
          failure={failure ? failure.message : null}
          onSave={save}
          onCancel={close}
        />
      )}
      {addresses.length === 0 ? (
        editing.mode === 'closed' && <p className={styles.empty}>{t('address.empty')}</p>
      ) : (
        <ul className={styles.grid}>
          {addresses.map((address) => (
            <li key={address._id}>
              <AddressCard
                address={address}
                busy={busy}
                onEdit={() => setEditing({ mode: 'edit', address })}
                onDelete={() => setDeleting(address)}
                onMakeDefault={() => makeDefault(address)}
              />
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        message={t('address.delete_confirm', { title: deleting?.title ?? '' })}
        confirmLabel={t('address.delete')}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </SectionCard>
  )
}
