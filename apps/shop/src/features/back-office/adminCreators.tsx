import {
  type AdminAuthor,
  type AdminAuthorListItem,
  type AdminPublisher,
  type AdminPublisherListItem,
  authorPatchBodySchema,
  fieldErrors,
  publisherPatchBodySchema,
  shopPaths,
  textIn,
} from '@bookshop/contract';
import {
  ApiError,
  adminAuthorQuery,
  adminAuthorsQuery,
  adminPublisherQuery,
  adminPublishersQuery,
  useSetAuthorPublished,
  useSetPublisherPublished,
  useUpdateAuthor,
  useUpdatePublisher,
} from '@bookshop/data';
import {
  AdminForm,
  ConfirmDialog,
  DataTable,
  type DataTableColumn,
  ImageUploader,
  Link,
  localisedFields,
  localisedInitialValues,
  localisedValue,
  NotFound,
  Spinner,
  vars,
} from '@bookshop/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useAreaWords } from '../../i18n/area';
import { serverErrorLine } from '../../layout/formErrors';
import { PageTitle } from '../../layout/PageTitle';
import { AdminOnly } from './adminGuard';
import {
  BackOfficeNav,
  Filters,
  PublishedSummary,
  useListAddress,
  useUploadedImage,
} from './backOfficeParts';
import { backOfficeArea } from './backOfficeWords';
import { useFormLanguages } from './formLanguages';

// Authors and publishers in the back office (issue 20): one list and one edit page for both kinds.

export type CreatorKind = 'author' | 'publisher';
type Creator = AdminAuthor | AdminPublisher;
type CreatorListItem = AdminAuthorListItem | AdminPublisherListItem;

/** An author's biography or a publisher's information: the text the add form calls `text`. */
const textOf = (creator: Creator) => ('biography' in creator ? creator.biography : creator.information);

function useCreatorWords(kind: CreatorKind) {
  const { words } = useAreaWords(backOfficeArea);
  const text = words.adminPages;
  return kind === 'author'
    ? {
        title: text.authors,
        list: shopPaths.adminAuthors,
        edit: shopPaths.adminAuthor,
        back: text.backToAuthors,
        form: words.addAuthorForm,
        editTitle: text.editAuthor,
        unpublishQuestion: text.unpublishAuthorQuestion,
        publishQuestion: text.publishAuthorQuestion,
      }
    : {
        title: text.publishers,
        list: shopPaths.adminPublishers,
        edit: shopPaths.adminPublisher,
        back: text.backToPublishers,
        form: words.addPublisherForm,
        editTitle: text.editPublisher,
        unpublishQuestion: text.unpublishPublisherQuestion,
        publishQuestion: text.publishPublisherQuestion,
      };
}

/** Every author or publisher, published or not, by name (Spanish order), searched, a page at a time. */
export function CreatorListPage({ kind }: { kind: CreatorKind }) {
  const own = useCreatorWords(kind);
  return (
    <AdminOnly title={own.title}>
      <CreatorList kind={kind} />
    </AdminOnly>
  );
}

function CreatorList({ kind }: { kind: CreatorKind }) {
  const { words, language } = useAreaWords(backOfficeArea);
  const text = words.adminPages;
  const own = useCreatorWords(kind);
  const { params, href, page } = useListAddress(own.list);
  const q = params.get('q') ?? '';
  const published = (['yes', 'no'] as const).find((value) => value === params.get('published'));
  const query = { q: q || undefined, published, language, page };
  const authors = useQuery({ ...adminAuthorsQuery(query), enabled: kind === 'author' });
  const publishers = useQuery({ ...adminPublishersQuery(query), enabled: kind === 'publisher' });
  const answer = kind === 'author' ? authors : publishers;
  const rows: CreatorListItem[] =
    (authors.data && kind === 'author' ? authors.data.authors : publishers.data?.publishers) ?? [];

  const columns: DataTableColumn<CreatorListItem>[] = [
    {
      key: 'name',
      header: text.name,
      cell: (creator) => <Link href={own.edit(creator._id)}>{textIn(creator.name, language)}</Link>,
    },
    {
      key: 'books',
      header: text.publishedBooks,
      numeric: true,
      cell: (creator) => creator.publishedBooks,
    },
    {
      key: 'state',
      header: words.backOffice.state,
      cell: (creator) => (
        <State data-published={creator.published}>
          {creator.published ? words.backOffice.published : words.backOffice.unpublished}
        </State>
      ),
    },
  ];
  const total = answer.data?.total ?? 0;
  const pageSize = answer.data?.pageSize ?? 20;

  return (
    <>
      <BackOfficeNav />
      <PageTitle>{own.title}</PageTitle>
      <Filters method="get" action={own.list()} role="search" aria-label={own.title}>
        <label>
          {words.backOffice.search}
          <input type="search" name="q" defaultValue={q} />
        </label>
        <label>
          {words.backOffice.show}
          <select name="published" defaultValue={published ?? ''}>
            <option value="">{words.backOffice.all}</option>
            <option value="yes">{words.backOffice.publishedOnly}</option>
            <option value="no">{words.backOffice.unpublishedOnly}</option>
          </select>
        </label>
        <button type="submit">{words.backOffice.searchButton}</button>
      </Filters>
      <p role="status">{answer.data ? text.creatorsFound(total) : ''}</p>
      {answer.error && <p role="alert">{words.loadError}</p>}
      <DataTable<CreatorListItem>
        caption={own.title}
        columns={columns}
        rows={rows}
        rowKey={(creator) => creator._id}
        loading={answer.isPending}
        page={page}
        pageCount={Math.ceil(total / pageSize)}
        pageHref={(target) => href({ page: target === 1 ? undefined : String(target) })}
      />
    </>
  );
}

/** One author or publisher: every field of the add form, unpublishing and publishing again. */
export function CreatorEditPage({ kind }: { kind: CreatorKind }) {
  const { words } = useAreaWords(backOfficeArea);
  return (
    <AdminOnly title={words.adminPages[kind === 'author' ? 'authors' : 'publishers']}>
      <CreatorEdit kind={kind} />
    </AdminOnly>
  );
}

function CreatorEdit({ kind }: { kind: CreatorKind }) {
  const { id = '' } = useParams();
  const author = useQuery({ ...adminAuthorQuery(id), enabled: kind === 'author' });
  const publisher = useQuery({ ...adminPublisherQuery(id), enabled: kind === 'publisher' });
  const answer = kind === 'author' ? author : publisher;
  const own = useCreatorWords(kind);
  if (answer.isPending) return <Spinner />;
  if (!answer.data) return <NotFound href={own.list()} />;
  return <CreatorEditor kind={kind} creator={answer.data} />;
}

function CreatorEditor({ kind, creator }: { kind: CreatorKind; creator: Creator }) {
  const { words, language } = useAreaWords(backOfficeArea);
  const languages = useFormLanguages();
  const text = words.adminPages;
  const own = useCreatorWords(kind);
  const updateAuthor = useUpdateAuthor();
  const updatePublisher = useUpdatePublisher();
  const publishAuthor = useSetAuthorPublished();
  const publishPublisher = useSetPublisherPublished();
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState('');
  const [asking, setAsking] = useState(false);

  const failed = (error: unknown) => {
    setStatus('');
    setFailure(serverErrorLine(error, language));
  };
  // The photo changes at once (as a book's cover does); the form's image field shows its address.
  const photo = useUploadedImage('photo', (url) =>
    kind === 'author'
      ? updateAuthor.mutateAsync({ id: creator._id, patch: { image: url } })
      : updatePublisher.mutateAsync({ id: creator._id, patch: { image: url } }),
  );
  // The server's own schema: a wrong field is named before anything is sent.
  const refused = (error: Parameters<typeof fieldErrors>[0]) =>
    failed(new ApiError('updateError', words.loadError, 400, 'invalidInput', fieldErrors(error)));
  const done = (message: string) => () => {
    setFailure('');
    setStatus(message);
  };

  const save = (values: Record<string, string>) => {
    const name = localisedValue(values, 'name', languages);
    const written = localisedValue(values, 'text', languages);
    const image = values.image ?? '';
    const report = { onSuccess: done(words.saved), onError: failed };
    if (kind === 'author') {
      const patch = authorPatchBodySchema.safeParse({ name, biography: written, image });
      if (!patch.success) return refused(patch.error);
      updateAuthor.mutate({ id: creator._id, patch: patch.data }, report);
    } else {
      const patch = publisherPatchBodySchema.safeParse({ name, information: written, image });
      if (!patch.success) return refused(patch.error);
      updatePublisher.mutate({ id: creator._id, patch: patch.data }, report);
    }
  };

  const togglePublished = () => {
    setAsking(false);
    const published = !creator.published;
    const report = {
      onSuccess: done(published ? text.nowPublishedCreator : text.nowUnpublishedCreator),
      onError: failed,
    };
    if (kind === 'author') publishAuthor.mutate({ id: creator._id, published }, report);
    else publishPublisher.mutate({ id: creator._id, published }, report);
  };

  const written = textOf(creator);
  return (
    <>
      <BackOfficeNav />
      <Link href={own.list()}>{own.back}</Link>
      <PageTitle>{textIn(creator.name, language)}</PageTitle>
      <PublishedSummary>
        <strong data-published={creator.published}>
          {creator.published ? words.backOffice.published : words.backOffice.unpublished}
        </strong>
        {creator.published && (
          <Link
            href={
              kind === 'author'
                ? shopPaths.author(creator._id, creator.name.eng)
                : shopPaths.publisher(creator._id, creator.name.eng)
            }
          >
            {words.backOffice.viewInShop}
          </Link>
        )}
        <button type="button" onClick={() => setAsking(true)}>
          {creator.published ? words.backOffice.unpublish : words.backOffice.publish}
        </button>
      </PublishedSummary>
      <p role="status">{status}</p>
      <p role="alert">{failure}</p>
      <ImageUploader
        value={creator.image}
        onFile={photo.send}
        status={photo.status}
        error={photo.error}
        labels={text.photo}
      />
      <AdminForm
        title={own.editTitle}
        fields={[
          ...localisedFields('name', own.form, languages),
          ...localisedFields('text', own.form, languages, 'textarea'),
          { name: 'image', label: own.form.image },
        ]}
        submitLabel={words.editBookForm.submit}
        requiredHint={own.form.requiredHint}
        initialValues={{
          ...localisedInitialValues('name', creator.name, languages),
          ...localisedInitialValues('text', written, languages),
          image: creator.image,
        }}
        overrides={{ image: creator.image }}
        onSubmit={save}
      />
      <ConfirmDialog
        open={asking}
        title={creator.published ? own.unpublishQuestion : own.publishQuestion}
        message={creator.published ? text.unpublishCreatorMessage : text.publishCreatorMessage}
        confirmLabel={creator.published ? words.backOffice.unpublish : words.backOffice.publish}
        danger={creator.published}
        onConfirm={togglePublished}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}

const State = styled.span`
  &[data-published='false'] {
    color: ${vars.color.danger};
    font-weight: 600;
  }
`;
