import type { sessionWords } from '../../features/account/sessionWords';

/** The admin's idle warning (`sessionWords.ts`) in Catalan. */
export const catalanSessionWords: (typeof sessionWords)['esp'] = {
  adminSession: {
    title: 'Encara hi ets?',
    message: (idleMinutes: number, leftMinutes: number) =>
      `Per seguretat, la sessió d'administració es tanca després de ${idleMinutes} minuts sense activitat. Es tancarà d'aquí a ${leftMinutes} minuts.`,
    stay: 'Mantén la sessió iniciada',
    dismiss: "Tanca l'avís",
    ended: "La sessió s'ha tancat per inactivitat. Torna a iniciar la sessió per continuar.",
  },
};
