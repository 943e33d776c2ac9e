import type { UserDto } from '@shop/domain'

/** The user as /auth/profile and the address calls answer it. */
export type AccountUser = UserDto
