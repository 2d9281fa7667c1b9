import { languageTable, slidePatchBodySchema, textIn } from '@bookshop/contract';
import { useSliderImages, useUpdateSlideLink } from '@bookshop/data';
import { FormField, localePacks } from '@bookshop/ui';
import { type FormEvent, useId, useState } from 'react';
import { useAreaWords, WordsArea } from '../../i18n/area';
import { errorText } from '../../i18n/errors';
import { serverErrors } from '../../layout/formErrors';
import { PageTitle } from '../../layout/PageTitle';
import { AdminOnly } from './adminGuard';
import { BackOfficeNav, RowButton } from './backOfficeParts';
import { backOfficeArea } from './backOfficeWords';

/** The page, with its part's texts for the kit's components. */
export function Component() {
  return (
    <WordsArea area={backOfficeArea}>
      <Page />
    </WordsArea>
  );
}

/** The home page's slides (issue 37): an admin sets the collection each one opens. */
function Page() {
  const { words } = useAreaWords(backOfficeArea);
  return (
    <AdminOnly title={words.slider.title}>
      <Slides />
    </AdminOnly>
  );
}

function Slides() {
  const { words, language } = useAreaWords(backOfficeArea);
  const slides = useSliderImages();
  return (
    <>
      <BackOfficeNav />
      <PageTitle>{words.slider.title}</PageTitle>
      <p>{words.slider.intro}</p>
      {slides.error && <p role="alert">{words.loadError}</p>}
      {(slides.data ?? []).map((slide) => (
        <SlideLinkForm
          key={slide.id}
          id={slide.id}
          headline={textIn(slide.headline, language)}
          link={slide.link ?? ''}
        />
      ))}
    </>
  );
}

function SlideLinkForm({ id, headline, link }: { id: string; headline: string; link: string }) {
  const { words, language } = useAreaWords(backOfficeArea);
  const update = useUpdateSlideLink();
  const [value, setValue] = useState(link);
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState('');
  const inputId = useId();
  const errorId = useId();
  // The kit's own word for a form's save button, in the reader's language.
  const save = localePacks[languageTable[language].tag]?.accountSettingsForm.save;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setStatus('');
    // The server's own schema: a wrong link is named before anything is sent.
    const patch = slidePatchBodySchema.safeParse({ link: value.trim() === '' ? null : value });
    if (!patch.success) {
      setFailure(
        errorText(patch.error.issues[0]?.message ?? 'slideLinkInvalid', language, words.fieldInvalid),
      );
      return;
    }
    update.mutate(
      { id, link: patch.data.link },
      {
        onSuccess: () => {
          setFailure('');
          setStatus(words.saved);
        },
        onError: (error) => {
          const refused = serverErrors(error, language);
          setFailure(refused.fields.link ?? refused.form ?? words.loadError);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} aria-label={headline} noValidate>
      <h2>{headline}</h2>
      <FormField
        id={inputId}
        name="link"
        label={words.slider.link}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setFailure('');
        }}
        // The message is the form's alert below, which also says what the server refused.
        aria-invalid={failure ? true : undefined}
        aria-describedby={failure ? errorId : undefined}
        spellCheck={false}
        autoComplete="off"
      />
      <RowButton type="submit" disabled={update.isPending}>
        {save}
      </RowButton>
      <p role="status">{status}</p>
      <p id={errorId} role="alert">
        {failure}
      </p>
    </form>
  );
}
