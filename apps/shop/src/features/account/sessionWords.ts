import type { InLanguages } from '@bookshop/contract';
import { withLoadedWords } from '../../i18n/languageWords';

/**
 * What the shop says to an admin whose session is about to end for want of use
 * (`layout/AdminSessionKeeper.tsx`). Only that module, which only admins load, imports this one: no
 * reader's page, nor an admin's first page, carries the back office's dictionary for it.
 */
const esp = {
  adminSession: {
    title: '¿Sigues ahí?',
    message: (idleMinutes: number, leftMinutes: number) =>
      `Por seguridad, la sesión de administración se cierra tras ${idleMinutes} minutos sin actividad. Se cerrará dentro de ${leftMinutes} minutos.`,
    stay: 'Seguir conectado',
    dismiss: 'Cerrar el aviso',
    ended: 'Tu sesión se ha cerrado por inactividad. Vuelve a iniciar sesión para seguir.',
  },
};

/** The same texts' type, in one language. */
export type SessionWords = typeof esp;

const eng: SessionWords = {
  adminSession: {
    title: 'Are you still there?',
    message: (idleMinutes: number, leftMinutes: number) =>
      `For safety, an admin session ends after ${idleMinutes} minutes without activity. This one ends in ${leftMinutes} minutes.`,
    stay: 'Stay signed in',
    dismiss: 'Close this notice',
    ended: 'You were signed out after a while without activity. Sign in again to go on.',
  },
};

export const sessionWords: InLanguages<SessionWords> = withLoadedWords(
  { esp, eng },
  { cat: () => import('../../i18n/catalan/sessionWords').then((module) => module.catalanSessionWords) },
);
