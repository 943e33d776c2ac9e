import {
  type AdminUserDto,
  type adminUserListQuerySchema,
  compactPhone,
  foldTurkish,
  nationalPhoneDigits,
  type Pagination,
  paginate,
  ROLES,
  type Role,
  type UserStats,
  type UserStatsPeriod,
  userStatsFrom,
} from '@shop/domain'
import { type AnyColumn, and, count, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../env'
import { orders, users } from '../schema'
import { contains } from './contains'
import { publicUserColumns } from './users'

export type AdminUserListFilter = z.output<typeof adminUserListQuerySchema>

const adminUserColumns = {
  ...publicUserColumns,
  // Spelled out: inside a select list drizzle leaves columns unqualified, which would bind both to orders.
  orderCount: sql<number>`(select count(*) from ${orders} o where o.user_id = ${users}.id)`.mapWith(Number),
}

type AdminUserRow = Omit<AdminUserDto, '_id'> & { id: string }

function toAdminUserDto(row: AdminUserRow): AdminUserDto {
  const { id, ...rest } = row
  return { _id: id, ...rest }
}

/** Turkish letters (either case) SQLite's ASCII-only lower() leaves alone, and what `foldTurkish` makes of them. */
const TURKISH_FOLDS: readonly [string, string][] = [
  ['ç', 'c'],
  ['Ç', 'c'],
  ['ğ', 'g'],
  ['Ğ', 'g'],
  ['ı', 'i'],
  ['İ', 'i'],
  ['ö', 'o'],
  ['Ö', 'o'],
  ['ş', 's'],
  ['Ş', 's'],
  ['ü', 'u'],
  ['Ü', 'u'],
  ['â', 'a'],
  ['Â', 'a'],
  ['î', 'i'],
  ['Î', 'i'],
  ['û', 'u'],
  ['Û', 'u'],
]

/** A column folded in SQL the way `foldTurkish` folds the search text, so 'AYŞE' finds 'Ayşe' and 'ayse'. */
function folded(column: AnyColumn): SQL {
  return TURKISH_FOLDS.reduce<SQL>(
    (inner, [from, to]) => sql`replace(${inner}, ${sql.raw(`'${from}'`)}, ${sql.raw(`'${to}'`)})`,
    sql`lower(${column})`,
  )
}

/**
 * Name or e-mail containing the folded search text, or a phone containing its national digits (stored phones have
 * no grouping, so '0532 123' finds 05321234567, and '+90 532 123 45 67' copied from WhatsApp finds it too).
 */
function searchCondition(search: string): SQL | undefined {
  const text = foldTurkish(search)
  const conditions: SQL[] = [contains(folded(users.name), text), contains(folded(users.email), text)]
  if (/^\+?\d+$/.test(compactPhone(search)))
    conditions.push(contains(sql`replace(${users.phone}, '+', '')`, nationalPhoneDigits(search)))
  return or(...conditions)
}

/** GET /users: a page of users that are not deleted, newest first, with the total of the search. */
export async function listAdminUsers(
  db: Db,
  filter: AdminUserListFilter,
): Promise<{ items: AdminUserDto[]; pagination: Pagination }> {
  const where = and(isNull(users.deletedAt), filter.search ? searchCondition(filter.search) : undefined)
  const [rows, [counted]] = await db.batch([
    db
      .select(adminUserColumns)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit),
    db.select({ total: count() }).from(users).where(where),
  ])
  return {
    items: rows.map(toAdminUserDto),
    pagination: paginate(filter.page, filter.limit, counted?.total ?? 0),
  }
}

/** One user that is not deleted, with their order count. */
export async function findAdminUser(db: Db, id: string): Promise<AdminUserDto | undefined> {
  const [row] = await db
    .select(adminUserColumns)
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1)
  return row && toAdminUserDto(row)
}

/** GET /users/stats: totals of users that are not deleted, and those created since the period's first day. */
export async function readUserStats(db: Db, period: UserStatsPeriod, now = new Date()): Promise<UserStats> {
  const from = userStatsFrom(period, now)
  const total = (condition: SQL) => sql<number>`coalesce(sum(case when ${condition} then 1 else 0 end), 0)`
  const [row] = await db
    .select({
      totalUsers: count(),
      activeUsers: total(eq(users.isActive, true)).mapWith(Number),
      newUsers: total(sql`${users.createdAt} >= ${from}`).mapWith(Number),
      ...roleTotals((role) => total(eq(users.role, role)).mapWith(Number)),
    })
    .from(users)
    .where(isNull(users.deletedAt))
  const totalUsers = row?.totalUsers ?? 0
  const activeUsers = row?.activeUsers ?? 0
  return {
    period,
    from,
    totalUsers,
    activeUsers,
    inactiveUsers: totalUsers - activeUsers,
    byRole: Object.fromEntries(ROLES.map((role) => [role, row?.[role] ?? 0])) as Record<Role, number>,
    newUsers: row?.newUsers ?? 0,
  }
}

function roleTotals<T>(column: (role: Role) => T): Record<Role, T> {
  return Object.fromEntries(ROLES.map((role) => [role, column(role)])) as Record<Role, T>
}
