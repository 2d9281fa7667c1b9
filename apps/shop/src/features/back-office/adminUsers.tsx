import { type AdminUser, shopPaths, userRoleBodySchema } from '@bookshop/contract';
import { ApiError, adminUsersQuery, useCurrentUser, useSetUserRole } from '@bookshop/data';
import { DataTable, type DataTableColumn, PasswordDialog } from '@bookshop/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useAreaWords, WordsArea } from '../../i18n/area';
import { serverErrors, validate } from '../../layout/formErrors';
import { PageTitle } from '../../layout/PageTitle';
import { AdminOnly } from './adminGuard';
import { BackOfficeNav, CellNote, Filters, RowButton, useListAddress } from './backOfficeParts';
import { backOfficeArea } from './backOfficeWords';

/** The page, with its part's texts for the kit's components. */
export function Component() {
  return (
    <WordsArea area={backOfficeArea}>
      <Page />
    </WordsArea>
  );
}

/**
 * Users, searched by name or e-mail; admins grant or remove the admin role of others (issue 20), each
 * time confirmed with their own password (a session left open is not enough).
 */
function Page() {
  const { words } = useAreaWords(backOfficeArea);
  return (
    <AdminOnly title={words.adminPages.users}>
      <Users />
    </AdminOnly>
  );
}

function Users() {
  const { words, language } = useAreaWords(backOfficeArea);
  const text = words.adminPages;
  const { params, href, page } = useListAddress(shopPaths.adminUsers);
  const q = params.get('q') ?? '';
  const users = useQuery(adminUsersQuery({ q: q || undefined, page }));
  const { data: me } = useCurrentUser();
  const setRole = useSetUserRole();
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState('');
  // The user whose role the admin asked to change, until they confirm with their password or cancel.
  const [asking, setAsking] = useState<AdminUser>();
  // Why the password was refused, shown in the question.
  const [refusal, setRefusal] = useState<string>();
  const fullName = (user: AdminUser) => `${user.name} ${user.surname}`;

  const ask = (user?: AdminUser) => {
    setAsking(user);
    setRefusal(undefined);
  };

  const toggle = (user: AdminUser, password: string) => {
    const role = user.role === 'admin' ? 'user' : 'admin';
    const checked = validate(userRoleBodySchema, { role, password }, language);
    if ('errors' in checked) return setRefusal(checked.errors.fields.password ?? words.fieldInvalid);
    setRole.mutate(
      { id: user._id, ...checked.data },
      {
        onSuccess: () => {
          ask(undefined);
          setFailure('');
          setStatus(role === 'admin' ? text.roleGranted(fullName(user)) : text.roleRemoved(fullName(user)));
        },
        onError: (error) => {
          const { fields, form } = serverErrors(error, language);
          // A wrong password (or too many) is answered in the question; anything else on the page.
          if (fields.password || (error instanceof ApiError && error.status === 429)) {
            return setRefusal(fields.password ?? form);
          }
          ask(undefined);
          setStatus('');
          setFailure(form ?? Object.values(fields)[0] ?? words.loadError);
        },
      },
    );
  };

  const columns: DataTableColumn<AdminUser>[] = [
    {
      key: 'name',
      header: text.name,
      cell: (user) => (
        <>
          {fullName(user)}
          {user._id === me?.id && <CellNote>{text.you}</CellNote>}
        </>
      ),
    },
    { key: 'email', header: text.email, cell: (user) => user.email },
    { key: 'activated', header: text.activated, cell: (user) => (user.activated ? text.yes : text.no) },
    { key: 'role', header: text.role, cell: (user) => text.roles[user.role] },
    {
      key: 'change',
      header: text.action,
      cell: (user) =>
        // Never one's own role: another admin decides (the server refuses it too).
        user._id === me?.id ? null : (
          <RowButton
            type="button"
            aria-label={
              user.role === 'admin' ? text.removeAdmin(fullName(user)) : text.grantAdmin(fullName(user))
            }
            disabled={setRole.isPending}
            onClick={() => ask(user)}
          >
            {user.role === 'admin' ? text.remove : text.grant}
          </RowButton>
        ),
    },
  ];
  const total = users.data?.total ?? 0;
  const pageSize = users.data?.pageSize ?? 20;

  return (
    <>
      <BackOfficeNav />
      <PageTitle>{text.users}</PageTitle>
      <Filters method="get" action={shopPaths.adminUsers()} role="search" aria-label={text.users}>
        <label>
          {text.searchUsers}
          <input type="search" name="q" defaultValue={q} />
        </label>
        <button type="submit">{words.backOffice.searchButton}</button>
      </Filters>
      <p role="status">{status || (users.data ? text.usersFound(total) : '')}</p>
      <p role="alert">{failure || (users.error ? words.loadError : '')}</p>
      <DataTable<AdminUser>
        caption={text.users}
        columns={columns}
        rows={users.data?.users ?? []}
        rowKey={(user) => user._id}
        loading={users.isPending}
        page={page}
        pageCount={Math.ceil(total / pageSize)}
        pageHref={(target) => href({ page: target === 1 ? undefined : String(target) })}
      />
      <PasswordDialog
        open={asking !== undefined}
        title={
          asking?.role === 'admin'
            ? text.removeQuestion(fullName(asking))
            : asking
              ? text.grantQuestion(fullName(asking))
              : ''
        }
        message={`${asking?.role === 'admin' ? text.removeMessage : text.grantMessage} ${text.confirmWithPassword}`}
        confirmLabel={asking?.role === 'admin' ? text.remove : text.grant}
        danger={asking?.role !== 'admin'}
        error={refusal}
        pending={setRole.isPending}
        onConfirm={(password) => asking && toggle(asking, password)}
        onCancel={() => ask(undefined)}
      />
    </>
  );
}
