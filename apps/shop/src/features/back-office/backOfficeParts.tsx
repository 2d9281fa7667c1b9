import { shopPaths, type UploadKind } from '@bookshop/contract';
import { useUploadImage } from '@bookshop/data';
import { type ImageUploaderStatus, Link, vars } from '@bookshop/ui';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useAreaWords } from '../../i18n/area';
import { serverErrors } from '../../layout/formErrors';
import { backOfficeArea } from './backOfficeWords';

/** The back office's sections, each a page of its own (issue 20). */
export function BackOfficeNav() {
  const { words } = useAreaWords(backOfficeArea);
  const text = words.adminPages;
  const { pathname } = useLocation();
  const sections = [
    { href: shopPaths.admin(), label: text.home },
    { href: shopPaths.adminBooks(), label: text.books },
    { href: shopPaths.adminAuthors(), label: text.authors },
    { href: shopPaths.adminPublishers(), label: text.publishers },
    { href: shopPaths.adminComments(), label: text.comments },
    { href: shopPaths.adminUsers(), label: text.users },
    { href: shopPaths.adminAudit(), label: text.audit },
    { href: shopPaths.adminImports(), label: text.imports },
    { href: shopPaths.adminSlider(), label: text.slider },
    { href: shopPaths.adminDelivery(), label: text.delivery },
  ];
  return (
    <Nav aria-label={text.navigation}>
      <ul>
        {sections.map((section) => {
          const current =
            section.href === shopPaths.admin()
              ? pathname === section.href
              : pathname.startsWith(section.href);
          return (
            <li key={section.href}>
              <Link href={section.href} aria-current={current ? 'page' : undefined}>
                {section.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </Nav>
  );
}

/**
 * A list's state is in its address (filters, page): `href` builds the address with some parameters
 * changed; a changed filter starts again at page 1.
 */
export function useListAddress(path: (search: string) => string) {
  const [params] = useSearchParams();
  const href = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    if (!('page' in changes)) next.delete('page');
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === '') next.delete(key);
      else next.set(key, value);
    }
    const search = next.toString();
    return path(search ? `?${search}` : '');
  };
  const page = Math.max(1, Number(params.get('page')) || 1);
  return { params, href, page };
}

/** A list's filters: a GET form, so each search is an address to come back to. */
export const Filters = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${vars.space.md};
  margin-bottom: ${vars.space.md};

  label {
    display: grid;
    gap: ${vars.space.xs};
    max-width: 100%;
    font-weight: 600;
  }
  input,
  select,
  button {
    max-width: 100%;
    box-sizing: border-box;
    min-height: 40px;
    padding: ${vars.space.xs} ${vars.space.sm};
    font: inherit;
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.radius.sm};
  }
  button {
    color: ${vars.color.onPrimary};
    background: ${vars.color.primary};
    border-color: ${vars.color.primary};
    cursor: pointer;
  }
`;

/** A button inside a table row. */
export const RowButton = styled.button`
  min-height: 36px;
  padding: ${vars.space.xs} ${vars.space.sm};
  font: inherit;
  color: ${vars.color.text};
  background: ${vars.color.surface};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.sm};
  cursor: pointer;

  &[data-danger] {
    color: ${vars.color.onPrimary};
    background: ${vars.color.danger};
    border-color: ${vars.color.danger};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

/** Small secondary lines under a cell's main text. */
export const CellNote = styled.span`
  display: block;
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.muted};
`;

const Nav = styled.nav`
  margin-bottom: ${vars.space.lg};

  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${vars.space.xs} ${vars.space.md};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-block;
    min-height: 24px;
    padding: ${vars.space.xs} 0;
  }
  a[aria-current='page'] {
    font-weight: 700;
    text-decoration: none;
    border-bottom: 2px solid currentColor;
  }
`;

/**
 * An image uploaded and at once made a record's own (a book's cover, an author's or publisher's
 * photo): `save` stores the address the upload answered. For the kit's ImageUploader.
 */
export function useUploadedImage(kind: UploadKind, save: (url: string) => Promise<unknown>) {
  const { words, language } = useAreaWords(backOfficeArea);
  const upload = useUploadImage();
  const [status, setStatus] = useState<ImageUploaderStatus>('idle');
  const [error, setError] = useState<string>();
  const send = async (file: File) => {
    setStatus('uploading');
    setError(undefined);
    try {
      const { url } = await upload.mutateAsync({ file, kind });
      await save(url);
      setStatus('uploaded');
    } catch (failure) {
      setStatus('idle');
      const { form, fields } = serverErrors(failure, language);
      setError(fields.file ?? form ?? words.loadError);
    }
  };
  return { status, error, send };
}

/** A record's published state, its link in the shop and the button that withdraws or publishes it. */
export const PublishedSummary = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space.md};

  strong[data-published='false'] {
    color: ${vars.color.danger};
  }
  button {
    min-height: 40px;
    padding: ${vars.space.xs} ${vars.space.md};
    font: inherit;
    color: ${vars.color.text};
    background: ${vars.color.surface};
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.radius.sm};
    cursor: pointer;
  }
`;
