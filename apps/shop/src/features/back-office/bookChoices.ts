import { categoryTree, textIn, topCategories } from '@bookshop/contract';
import { authorsQuery, publishersQuery, useUploadImage } from '@bookshop/data';
import { useQuery } from '@tanstack/react-query';
import { categoryName } from '../../i18n/categories';
import { useWords } from '../../i18n/useWords';
import { serverErrors } from '../../layout/formErrors';

/**
 * What the add and edit forms of a book pick from, in the reader's language: the shop's categories
 * (grouped under their top category, itself a choice), the languages a book is written in, the
 * published authors and publishers; and the cover's upload, which answers the stored image's address.
 */
export function useBookChoices() {
  const { words, language } = useWords();
  const authors = useQuery(authorsQuery());
  const publishers = useQuery(publishersQuery());
  const upload = useUploadImage();
  const named = (items: { id: string; name: Parameters<typeof textIn>[0] }[]) =>
    items
      .map((item) => ({ id: item.id, name: textIn(item.name, language) }))
      .sort((a, b) => a.name.localeCompare(b.name, 'es'));
  return {
    authors: named(authors.data ?? []),
    publishers: named(publishers.data ?? []),
    categories: topCategories.flatMap((top) =>
      [top, ...categoryTree[top]].map((slug) => ({
        value: slug,
        label: categoryName(slug, language),
        group: categoryName(top, language),
      })),
    ),
    bookLanguages: Object.entries(words.languageNames).map(([id, name]) => ({ id, name })),
    uploadCover: async (file: File) => {
      try {
        return (await upload.mutateAsync({ file, kind: 'cover' })).url;
      } catch (failure) {
        const { form, fields } = serverErrors(failure, language);
        throw new Error(fields.file ?? form ?? words.loadError);
      }
    },
  };
}
