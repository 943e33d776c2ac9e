import {
  type AdminUserDto,
  passwordResetSchema,
  ROLES,
  type Role,
  type UserCreateInput,
  type UserUpdateInput,
  userCreateSchema,
  userUpdateSchema,
} from '@shop/domain'
import { z } from 'zod'

/** The create/edit dialog's fields; `password` is shown when creating, `newPassword` when editing. */
export interface UserFormValues {
  name: string
  email: string
  phone: string
  password: string
  newPassword: string
  role: Role
  isActive: boolean
}

/** The role select's order (admin.md §2): user, moderator, admin. */
export const ROLE_CHOICES: readonly Role[] = ['user', 'moderator', 'admin']

export const EMPTY_USER_FORM: UserFormValues = {
  name: '',
  email: '',
  phone: '',
  password: '',
  newPassword: '',
  role: 'user',
  isActive: true,
}

export function userToFormValues(user: AdminUserDto): UserFormValues {
  return {
    ...EMPTY_USER_FORM,
    name: user.name,
    email: user.email,
    phone: user.phone ?? '',
    role: user.role,
    isActive: user.isActive,
  }
}

/** Runs `schema` on the form's values inside a transform, its issues kept on their fields. */
function checkedBy<Schema extends z.ZodType>(schema: Schema) {
  return (value: unknown, context: z.core.$RefinementCtx): z.output<Schema> => {
    const checked = schema.safeParse(value)
    if (checked.success) return checked.data
    for (const issue of checked.error.issues) {
      context.addIssue({ code: 'custom', message: issue.message, path: issue.path })
    }
    return z.NEVER
  }
}

/** Empty: no new password; anything else must pass the reset call's own rule (required, at least 6 characters). */
const optionalNewPassword = z
  .string()
  .transform((value, context) =>
    value === '' ? undefined : checkedBy(passwordResetSchema.shape.newPassword)(value, context),
  )

/** The fields exactly as the form holds them, so the resolver is typed by the form's own values. */
const formFields = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  password: z.string(),
  newPassword: z.string(),
  role: z.enum(ROLES),
  isActive: z.boolean(),
}) satisfies z.ZodType<UserFormValues>

/** Creating: the POST /users rules (name, e-mail, phone, password required, role, active flag). */
export const createUserFormSchema = formFields.transform((values, context) => {
  const checked = checkedBy(userCreateSchema)(values, context)
  return checked === z.NEVER ? z.NEVER : createSave(checked)
})

const editRules = userUpdateSchema.extend({ newPassword: optionalNewPassword })

/** Editing: the PUT /users/:id rules, plus the optional new password sent to …/reset-password afterwards. */
export const editUserFormSchema = (id: string) =>
  formFields.transform((values, context) => {
    const checked = checkedBy(editRules)(values, context)
    return checked === z.NEVER ? z.NEVER : updateSave(id, checked)
  })

/** What the dialog saves: a new user, or a change with an optional new password. */
export type UserSave =
  | { kind: 'create'; input: UserCreateInput }
  | { kind: 'update'; id: string; input: UserUpdateInput; newPassword: string | undefined }

function createSave(values: z.output<typeof userCreateSchema>): UserSave {
  const { name, email, phone, password, role, isActive } = values
  return { kind: 'create', input: { name, email, phone, password, role, isActive } }
}

function updateSave(id: string, values: z.output<typeof editRules>): UserSave {
  const { name, email, phone, role, isActive, newPassword } = values
  return { kind: 'update', id, input: { name, email, phone: phone ?? '', role, isActive }, newPassword }
}
