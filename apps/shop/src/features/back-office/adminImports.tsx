import { type CatalogueImport, type ImportError, type Language, shopPaths } from '@bookshop/contract';
import { importErrors, importQuery, importsQuery, useCancelImport, useSendImport } from '@bookshop/data';
import { DataTable, Link, vars, visuallyHidden } from '@bookshop/ui';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useAreaWords, WordsArea } from '../../i18n/area';
import { errorText } from '../../i18n/errors';
import { serverErrorLine } from '../../layout/formErrors';
import { PageTitle } from '../../layout/PageTitle';
import { AdminOnly } from './adminGuard';
import { BackOfficeNav } from './backOfficeParts';
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
 * Catalogue imports (issue 38): an admin sends an ONIX 3.0 or CSV feed, watches it run (a progress
 * bar), reads the records that failed and downloads them; the import shown is in the address
 * (`?import=<id>`), so a reload or another tab follows the same one.
 */
function Page() {
  const { words } = useAreaWords(backOfficeArea);
  return (
    <AdminOnly title={words.imports.title}>
      <Imports />
    </AdminOnly>
  );
}

function Imports() {
  const { words, language, locale } = useAreaWords(backOfficeArea);
  const text = words.imports;
  const [params, setParams] = useSearchParams();
  const shown = params.get('import');
  // How much of the feed has gone: a publisher's feed takes minutes over an office line.
  const [sent, setSent] = useState<{ sent: number; total: number }>();
  const send = useSendImport((bytes, total) => setSent({ sent: bytes, total }));
  const file = useRef<HTMLInputElement>(null);
  const fileId = useId();
  // The browser's own file field speaks the browser's language ("Choose File"): the shop's button
  // opens it, and says which file was chosen, in the shop's language.
  const [chosen, setChosen] = useState<string>();
  const [failure, setFailure] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = file.current?.files?.[0];
    if (!chosen) {
      setFailure(errorText('fieldRequired', language, words.fieldInvalid));
      return;
    }
    setFailure('');
    setSent(undefined);
    send.mutate(chosen, {
      onSuccess: ({ import: started }) => setParams({ import: started.id }),
      onError: (error) => setFailure(serverErrorLine(error, language)),
    });
  };

  return (
    <>
      <BackOfficeNav />
      <PageTitle>{text.title}</PageTitle>
      <p>{text.intro}</p>
      <Upload onSubmit={submit} aria-label={text.title}>
        <span id={`${fileId}-label`}>{text.file}</span>
        <button
          type="button"
          id={`${fileId}-choose`}
          aria-labelledby={`${fileId}-label ${fileId}-choose`}
          aria-describedby={`${fileId}-chosen`}
          onClick={() => file.current?.click()}
        >
          {text.choose}
        </button>
        <Chosen id={`${fileId}-chosen`}>{chosen ?? text.noFile}</Chosen>
        <FileInput
          id={fileId}
          ref={file}
          type="file"
          name="file"
          tabIndex={-1}
          aria-hidden="true"
          accept=".xml,.onix,.csv,text/xml,text/csv"
          onChange={(event) => {
            setChosen(event.target.files?.[0]?.name);
            setFailure('');
          }}
        />
        <button type="submit" disabled={send.isPending}>
          {text.send}
        </button>
        <p role="status">{send.isPending ? text.sending : ''}</p>
        {send.isPending && sent && sent.total > 0 && (
          <SentPart>
            <progress value={sent.sent} max={sent.total} aria-label={text.sending} />
            {new Intl.NumberFormat(locale, { style: 'percent' }).format(sent.sent / sent.total)}
          </SentPart>
        )}
        {failure && <p role="alert">{failure}</p>}
      </Upload>
      {shown && <ImportProgress id={shown} />}
      <History />
    </>
  );
}

/** One import: its progress bar, what it did so far, its errors and their download. */
function ImportProgress({ id }: { id: string }) {
  const { words, language, locale } = useAreaWords(backOfficeArea);
  const text = words.imports;
  const job = useQuery(importQuery(id));
  const cancel = useCancelImport();
  const headingId = useId();
  if (job.isError) return <p role="alert">{words.loadError}</p>;
  if (!job.data) return null;
  const { total, done, status } = job.data;
  const number = new Intl.NumberFormat(locale);
  const valueText =
    total === null ? text.counting : text.progressText(number.format(done), number.format(total));
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>{job.data.fileName}</h2>
      <Bar
        role="progressbar"
        aria-labelledby={headingId}
        aria-valuemin={0}
        aria-valuemax={total ?? undefined}
        aria-valuenow={total === null ? undefined : done}
        aria-valuetext={valueText}
      >
        <span style={{ width: total ? `${(100 * done) / total}%` : '0%' }} />
      </Bar>
      <p>{valueText}</p>
      <p role="status">{text.statuses[status]}</p>
      <p>{text.counts(job.data.created, job.data.updated, job.data.errorCount)}</p>
      {status === 'running' && (
        <button type="button" disabled={cancel.isPending} onClick={() => cancel.mutate(id)}>
          {text.cancel}
        </button>
      )}
      {cancel.isError && <p role="alert">{serverErrorLine(cancel.error, language)}</p>}
      <ImportErrors job={job.data} language={language} />
    </Section>
  );
}

function ImportErrors({ job, language }: { job: CatalogueImport; language: Language }) {
  const { words } = useAreaWords(backOfficeArea);
  const text = words.imports;
  const [downloading, setDownloading] = useState(false);
  if (job.errorCount === 0) return <p>{text.noErrors}</p>;

  const download = async () => {
    setDownloading(true);
    try {
      const { errors } = await importErrors(job.id);
      saveCsv(`${job.fileName.replace(/\.[^.]*$/, '')}-errors.csv`, errorsCsv(errors, text, language));
    } finally {
      setDownloading(false);
    }
  };
  return (
    <>
      <DataTable<ImportError>
        caption={text.errorsTitle}
        columns={[
          { key: 'record', header: text.record, cell: (error) => error.record },
          { key: 'field', header: text.field, cell: (error) => error.field },
          {
            key: 'message',
            header: text.message,
            cell: (error) => errorText(error.message, language, error.message),
          },
        ]}
        rows={job.errors}
        rowKey={(error) => `${error.record} ${error.field}`}
      />
      <p>{text.errorsShown(job.errors.length, job.errorCount)}</p>
      <button type="button" disabled={downloading} onClick={() => void download()}>
        {text.download}
      </button>
    </>
  );
}

/** The errors as a CSV file, each reason in the admin's language (RFC 4180 quoting). */
function errorsCsv(
  errors: ImportError[],
  text: { record: string; field: string; message: string },
  language: Language,
): string {
  const cell = (value: string) => `"${value.replaceAll('"', '""')}"`;
  const rows = errors.map((error) =>
    [error.record, error.field, errorText(error.message, language, error.message)].map(cell).join(','),
  );
  return `${[[text.record, text.field, text.message].map(cell).join(','), ...rows].join('\r\n')}\r\n`;
}

/** Hands a text to the browser as a file to save. */
function saveCsv(name: string, csv: string) {
  const url = URL.createObjectURL(new Blob([`\uFEFF${csv}`], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

function History() {
  const { words, locale } = useAreaWords(backOfficeArea);
  const text = words.imports;
  const imports = useQuery(importsQuery());
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <Section>
      <h2>{text.history}</h2>
      {imports.data?.length === 0 ? (
        <p>{text.none}</p>
      ) : (
        <DataTable<Omit<CatalogueImport, 'errors'>>
          caption={text.history}
          columns={[
            { key: 'file', header: text.fileName, cell: (job) => job.fileName },
            { key: 'started', header: text.started, cell: (job) => when.format(new Date(job.createdAt)) },
            { key: 'status', header: text.status, cell: (job) => text.statuses[job.status] },
            {
              key: 'counts',
              header: text.progress,
              cell: (job) => text.counts(job.created, job.updated, job.errorCount),
            },
            {
              key: 'show',
              header: text.show,
              cell: (job) => (
                <Link href={`${shopPaths.adminImports()}?import=${encodeURIComponent(job.id)}`}>
                  {text.show} {job.fileName}
                </Link>
              ),
            },
          ]}
          rows={imports.data ?? []}
          rowKey={(job) => job.id}
          loading={imports.isPending}
        />
      )}
    </Section>
  );
}

const Upload = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space.md};
  margin-bottom: ${vars.space.lg};

  > span {
    font-weight: 600;
  }
  p {
    flex-basis: 100%;
    margin: 0;
  }
  button {
    min-height: 44px;
    padding: 0 ${vars.space.lg};
    font: inherit;
  }
`;

/** The file chosen, or that none is: a name as long as a distributor's may break anywhere. */
const Chosen = styled.span`
  overflow-wrap: anywhere;
  color: ${vars.color.muted};
`;

const FileInput = styled.input`
  ${visuallyHidden}
`;

/** The feed's upload: a bar of the bytes sent and their share, under the form's button. */
const SentPart = styled.div`
  display: flex;
  flex-basis: 100%;
  align-items: center;
  gap: ${vars.space.sm};

  progress {
    flex: 1;
    max-width: 24rem;
    height: 16px;
    accent-color: ${vars.color.primary};
  }
`;

const Section = styled.section`
  display: grid;
  gap: ${vars.space.sm};
  margin-bottom: ${vars.space.xl};

  h2 {
    margin: 0;
    font-family: ${vars.font.heading};
  }
  p {
    margin: 0;
  }
  button {
    justify-self: start;
    min-height: 44px;
    padding: 0 ${vars.space.lg};
    font: inherit;
  }
`;

const Bar = styled.div`
  height: 16px;
  overflow: hidden;
  background: ${vars.color.border};
  border-radius: ${vars.radius.sm};

  span {
    display: block;
    height: 100%;
    background: ${vars.color.primary};
    transition: width 0.3s;
  }
`;
