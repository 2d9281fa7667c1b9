import { messages } from '@bookshop/contract';
import { describe, expect, it } from 'vitest';
import { shopWords } from './words';

describe('server messages in Spanish', () => {
  it('has a Spanish text for every validation message of the contract', () => {
    for (const message of Object.values(messages)) {
      const spanish = shopWords.esp.messages[message];
      expect(spanish, message).toBeTruthy();
      expect(spanish, message).not.toBe(message);
    }
  });

  it('says a wrong current password in Spanish', () => {
    expect(shopWords.esp.messages[messages.currentPasswordIncorrect]).toBe(
      'La contraseña actual no es correcta',
    );
  });
});
