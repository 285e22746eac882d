/**
 * A person's name over their email, each on one line cut with an ellipsis (the account menus,
 * the admin's user list). Two paragraphs, laid out by the caller.
 */
export function NameAndEmail({ name, email }: { name: string; email: string }) {
  return (
    <>
      <p className="truncate font-medium text-slate-900 dark:text-white">{name}</p>
      <p className="truncate text-sm text-slate-600 dark:text-slate-400">{email}</p>
    </>
  );
}
