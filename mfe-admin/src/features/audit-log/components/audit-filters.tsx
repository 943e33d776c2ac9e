import { AUDIT_ENTITIES, type AuditEntityName } from '@shop/domain'
import { useT } from '@shop/i18n'
import { Button, Field, fieldControlClass } from '@shop/ui'
import { FilterForm, filterFormClasses } from '../../../components/filter-form'
import { ENTITY_LABEL } from '../../../lib/audit-action-words'
import type { AuditListParams } from '../lib/list-params'

interface AuditFiltersProps {
  params: AuditListParams
  onChange: (change: Partial<AuditListParams>) => void
}

const NO_FILTERS = { entity: '', action: '', entityId: '', from: '', to: '' } as const

/**
 * Record type, action, record id and date range: applied together when the form is sent, kept in the address.
 * Keyed by the address so back/forward refills the fields.
 */
export function AuditFilters({ params, onChange }: AuditFiltersProps) {
  const t = useT()
  const filtered = Object.keys(NO_FILTERS).some((name) => params[name as keyof typeof NO_FILTERS] !== '')
  return (
    <FilterForm
      label={t('admin.audit_screen.filters')}
      current={`${params.entity}|${params.action}|${params.entityId}|${params.from}|${params.to}`}
      onApply={(text) =>
        onChange({
          entity: text('entity') as AuditEntityName | '',
          action: text('action'),
          entityId: text('entityId'),
          from: text('from'),
          to: text('to'),
        })
      }
    >
      <Field label={t('admin.audit_screen.entity_label')}>
        {(control) => (
          <select {...control} name="entity" defaultValue={params.entity} className={fieldControlClass}>
            <option value="">{t('admin.audit_screen.all_entities')}</option>
            {AUDIT_ENTITIES.map((entity) => (
              <option key={entity} value={entity}>
                {t(ENTITY_LABEL[entity])}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('admin.audit_screen.action_label')}>
        {(control) => (
          <input
            {...control}
            name="action"
            defaultValue={params.action}
            placeholder={t('admin.audit_screen.action_placeholder')}
            maxLength={100}
            className={fieldControlClass}
          />
        )}
      </Field>
      <Field label={t('admin.audit_screen.entity_id_label')}>
        {(control) => (
          <input
            {...control}
            name="entityId"
            defaultValue={params.entityId}
            maxLength={100}
            className={fieldControlClass}
          />
        )}
      </Field>
      <Field label={t('admin.audit_screen.from_label')}>
        {(control) => (
          <input
            {...control}
            name="from"
            type="date"
            defaultValue={params.from}
            className={fieldControlClass}
          />
        )}
      </Field>
      <Field label={t('admin.audit_screen.to_label')}>
        {(control) => (
          <input {...control} name="to" type="date" defaultValue={params.to} className={fieldControlClass} />
        )}
      </Field>
      <Button type="submit" className={filterFormClasses.action}>
        {t('admin.common.filter')}
      </Button>
      {filtered && (
        <Button
          type="button"
          variant="secondary"
          className={filterFormClasses.action}
          onClick={() => onChange(NO_FILTERS)}
        >
          {t('admin.audit_screen.clear')}
        </Button>
      )}
    </FilterForm>
  )
}
