import {
  type AuditEntry,
  auditActions,
  auditEntities,
  type Language,
  shopPaths,
  textIn,
} from '@bookshop/contract';
import { auditQuery } from '@bookshop/data';
import { DataTable, type DataTableColumn, Link, useBookshop, vars } from '@bookshop/ui';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { useAreaWords, WordsArea } from '../../i18n/area';
import { PageTitle } from '../../layout/PageTitle';
import { AdminOnly } from './adminGuard';
import { BackOfficeNav, CellNote, Filters, useListAddress } from './backOfficeParts';
import { backOfficeArea } from './backOfficeWords';

/** The page, with its part's texts for the kit's components. */
export function Component() {
  return (
    <WordsArea area={backOfficeArea}>
      <Page />
    </WordsArea>
  );
}

/** The audit log: every admin change, newest first, filtered by kind, id, admin and action (issue 20). */
function Page() {
  const { words } = useAreaWords(backOfficeArea);
  return (
    <AdminOnly title={words.adminPages.audit}>
      <AuditLog />
    </AdminOnly>
  );
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function AuditLog() {
  const { words, language, locale } = useAreaWords(backOfficeArea);
  const text = words.adminPages;
  const { params, href, page } = useListAddress(shopPaths.adminAudit);
  const entity = auditEntities.find((value) => value === params.get('entity'));
  const action = auditActions.find((value) => value === params.get('action'));
  // Ids that are not ids are left out rather than sent (the API would refuse them).
  const id = (name: string) => {
    const value = params.get(name)?.trim() ?? '';
    return uuidPattern.test(value) ? value : undefined;
  };
  const entityId = id('entityId');
  const user = id('user');
  const entries = useQuery(auditQuery({ entity, entityId, user, action, page }));
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'medium' });

  const columns: DataTableColumn<AuditEntry>[] = [
    { key: 'when', header: text.when, cell: (entry) => when.format(new Date(entry.createdAt)) },
    {
      key: 'who',
      header: text.who,
      cell: (entry) => (
        <>
          {entry.user.name}
          <CellNote>
            <Link href={href({ user: entry.user._id })}>{text.onlyThisAdmin}</Link>
          </CellNote>
        </>
      ),
    },
    {
      key: 'what',
      header: text.what,
      cell: (entry) => (
        <>
          {text.entities[entry.entity]} «{textIn(entry.label, language)}»
          <CellNote>
            <Link href={href({ entity: entry.entity, entityId: entry.entityId })}>{text.onlyThis}</Link>
          </CellNote>
        </>
      ),
    },
    { key: 'action', header: text.action, cell: (entry) => text.actions[entry.action] },
    { key: 'changes', header: text.changes, cell: (entry) => <Changes entry={entry} language={language} /> },
  ];
  const total = entries.data?.total ?? 0;
  const pageSize = entries.data?.pageSize ?? 20;

  return (
    <>
      <BackOfficeNav />
      <PageTitle>{text.audit}</PageTitle>
      <Filters method="get" action={shopPaths.adminAudit()} role="search" aria-label={text.filter}>
        <label>
          {text.entityKind}
          <select name="entity" defaultValue={entity ?? ''}>
            <option value="">{text.any}</option>
            {auditEntities.map((value) => (
              <option key={value} value={value}>
                {text.entities[value]}
              </option>
            ))}
          </select>
        </label>
        <label>
          {text.action}
          <select name="action" defaultValue={action ?? ''}>
            <option value="">{text.any}</option>
            {auditActions.map((value) => (
              <option key={value} value={value}>
                {text.actions[value]}
              </option>
            ))}
          </select>
        </label>
        <label>
          {text.entityId}
          <input name="entityId" defaultValue={entityId ?? ''} />
        </label>
        <label>
          {text.adminId}
          <input name="user" defaultValue={user ?? ''} />
        </label>
        <button type="submit">{text.filter}</button>
        {(entity || action || entityId || user) && (
          <Link href={shopPaths.adminAudit()}>{text.clearFilters}</Link>
        )}
      </Filters>
      <p role="status">{entries.data ? text.entriesFound(total) : ''}</p>
      {entries.error && <p role="alert">{words.loadError}</p>}
      <DataTable<AuditEntry>
        caption={text.audit}
        columns={columns}
        rows={entries.data?.entries ?? []}
        rowKey={(entry) => entry._id}
        loading={entries.isPending}
        page={page}
        pageCount={Math.ceil(total / pageSize)}
        pageHref={(target) => href({ page: target === 1 ? undefined : String(target) })}
      />
    </>
  );
}

/** Each changed field: what it was, what it became. */
function Changes({ entry, language }: { entry: AuditEntry; language: Language }) {
  const { words, locale } = useAreaWords(backOfficeArea);
  const { formatPrice } = useBookshop();
  const text = words.adminPages;
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' });
  const fields = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  const show = (field: string, value: unknown): string => {
    if (value === null || value === undefined) return '—';
    if (field === 'price' && typeof value === 'number') return formatPrice(value);
    if (typeof value === 'boolean') return value ? text.yes : text.no;
    if (field === 'createdAt' && typeof value === 'string') return when.format(new Date(value));
    if (field === 'role' && typeof value === 'string') return text.roles[value] ?? value;
    if (Array.isArray(value)) return value.map((item) => show(field, item)).join(', ');
    if (typeof value === 'object') {
      const object = value as Record<string, unknown>;
      if ('eng' in object && 'esp' in object) return String(object[language]);
      if ('name' in object) return show(field, object.name);
      return JSON.stringify(value);
    }
    const shown = String(value);
    // Long texts (a book's information) are recognised by their start.
    return shown.length > 80 ? `${shown.slice(0, 79)}…` : shown;
  };
  // A creation or a deletion shows the whole entity on one side: said once, then its fields.
  if (!entry.before || !entry.after) {
    const side = entry.after ?? entry.before ?? {};
    return (
      <Fields>
        <li>
          <CellNote as="span">{entry.after ? text.created : text.deleted}</CellNote>
        </li>
        {fields.map((field) => (
          <li key={field}>
            <b>{text.fieldNames[field] ?? field}</b>: {show(field, side[field])}
          </li>
        ))}
      </Fields>
    );
  }
  return (
    <Fields>
      {fields.map((field) => (
        <li key={field}>
          <b>{text.fieldNames[field] ?? field}</b>: <del>{show(field, entry.before?.[field])}</del> →{' '}
          <ins>{show(field, entry.after?.[field])}</ins>
        </li>
      ))}
    </Fields>
  );
}

const Fields = styled.ul`
  display: grid;
  gap: ${vars.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  max-width: 48ch;
  overflow-wrap: anywhere;

  del {
    color: ${vars.color.danger};
  }
  ins {
    text-decoration: none;
    font-weight: 600;
  }
`;
