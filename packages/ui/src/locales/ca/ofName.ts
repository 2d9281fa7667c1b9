/**
 * "de" before a name, as Catalan writes it: "d'" before a vowel sound ("d'Emma", "d'El principito"),
 * but not before the glides of "iogurt" or "Huelva", nor before an h (the h of the English names the
 * shop sells is sounded: "de Harry Potter").
 */
export const ofName = (name: string) =>
  /^[aeiouàèéíïòóúü]/i.test(name) && !/^[iu][aeiouàèéíòóú]/i.test(name) ? `d'${name}` : `de ${name}`;
