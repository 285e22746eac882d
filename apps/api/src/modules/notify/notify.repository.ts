import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@hostelhub/shared';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users, verifiedPhones } from '../../db/schema/index.ts';
import type { FoundRecipient } from './notify.types.ts';

/**
 * The one read of a user a notice needs (issue 43 item 2), in the caller's transaction
 * `executor` (it sees a user that transaction just made): their name, language
 * (users.preferred_language), email and email wishes (decision 010) and primary verified
 * phone. Undefined for a user who does not exist (a deleted account: nothing is told).
 */
export async function findRecipient(
  executor: Executor,
  userId: string,
): Promise<FoundRecipient | undefined> {
  const [row] = await executor
    .select({
      email: users.email,
      name: users.fullName,
      language: users.preferredLanguage,
      notifyEmail: users.notifyEmail,
      notifyHostelUpdates: users.notifyHostelUpdates,
      phone: verifiedPhones.phoneNumber,
    })
    .from(users)
    .leftJoin(
      verifiedPhones,
      and(eq(verifiedPhones.userId, users.id), eq(verifiedPhones.isPrimary, true)),
    )
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return undefined;
  return {
    userId,
    name: row.name,
    language: row.language,
    email: row.email,
    phone: row.phone,
    wantsEmails: row.notifyEmail,
    wantsHostelEmails: row.notifyEmail && row.notifyHostelUpdates,
  };
}

/**
 * The same language rule for a write that must stay one statement (a chat message's
 * notification, decision 007): SQL choosing, from `byLanguage`, the text in user `userId`'s
 * preferred_language, English when the user is missing.
 */
export function inRecipientLanguageSql(
  userId: string,
  byLanguage: Readonly<Record<Language, string>>,
): SQL {
  const others = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE);
  if (others.every((language) => byLanguage[language] === byLanguage[DEFAULT_LANGUAGE])) {
    return sql`${byLanguage[DEFAULT_LANGUAGE]}`;
  }
  const cases = others.map((language) => sql`when ${language} then ${byLanguage[language]}`);
  return sql`(case (select u.preferred_language from users u where u.id = ${userId})
    ${sql.join(cases, sql` `)} else ${byLanguage[DEFAULT_LANGUAGE]} end)`;
}
