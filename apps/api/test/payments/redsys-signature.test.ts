import { describe, expect, it } from 'vitest';
import {
  decodeParameters,
  encodeParameters,
  orderKey,
  sign,
  verify,
} from '../../src/payments/redsys-signature';

// Redsys' published test key and the request and notification of its integration guide's example.
const testKey = 'sq7HjrUOBfKmC576ILgskD5srU870gJ7';
const request = {
  DS_MERCHANT_TRANSACTIONTYPE: '0',
  DS_MERCHANT_ORDER: '0726qI3H7sZx',
  DS_MERCHANT_MERCHANTCODE: '999008881',
  DS_MERCHANT_TERMINAL: '1',
  DS_MERCHANT_AMOUNT: '4999',
  DS_MERCHANT_CURRENCY: '978',
  DS_MERCHANT_MERCHANTURL: 'http://www.prueba.com/urlNotificacion.php',
  DS_MERCHANT_URLOK: 'http://www.prueba.com/urlOK.php',
  DS_MERCHANT_URLKO: 'http://www.prueba.com/urlKO.php',
};
const requestParameters =
  'eyJEU19NRVJDSEFOVF9UUkFOU0FDVElPTlRZUEUiOiIwIiwiRFNfTUVSQ0hBTlRfT1JERVIiOiIwNzI2cUkzSDdzWngiLCJEU19NRVJDSEFOVF9NRVJDSEFOVENPREUiOiI5OTkwMDg4ODEiLCJEU19NRVJDSEFOVF9URVJNSU5BTCI6IjEiLCJEU19NRVJDSEFOVF9BTU9VTlQiOiI0OTk5IiwiRFNfTUVSQ0hBTlRfQ1VSUkVOQ1kiOiI5NzgiLCJEU19NRVJDSEFOVF9NRVJDSEFOVFVSTCI6Imh0dHA6Ly93d3cucHJ1ZWJhLmNvbS91cmxOb3RpZmljYWNpb24ucGhwIiwiRFNfTUVSQ0hBTlRfVVJMT0siOiJodHRwOi8vd3d3LnBydWViYS5jb20vdXJsT0sucGhwIiwiRFNfTUVSQ0hBTlRfVVJMS08iOiJodHRwOi8vd3d3LnBydWViYS5jb20vdXJsS08ucGhwIn0=';
const notificationParameters =
  'eyJEc19EYXRlIjoiMjIlMkYxMCUyRjIwMjEiLCJEc19Ib3VyIjoiMjIlM0E1MSIsIkRzX1NlY3VyZVBheW1lbnQiOiIxIiwiRHNfQ2FyZF9OdW1iZXIiOiI0NTQ4ODEqKioqKiowMDA0IiwiRHNfQ2FyZF9Db3VudHJ5IjoiNzI0IiwiRHNfQW1vdW50IjoiNDk5OSIsIkRzX0N1cnJlbmN5IjoiOTc4IiwiRHNfT3JkZXIiOiIwNzI2cUkzSDdzWngiLCJEc19NZXJjaGFudENvZGUiOiI5OTkwMDg4ODEiLCJEc19UZXJtaW5hbCI6IjAwMSIsIkRzX1Jlc3BvbnNlIjoiMDAwMCIsIkRzX01lcmNoYW50RGF0YSI6IiIsIkRzX1RyYW5zYWN0aW9uVHlwZSI6IjAiLCJEc19Db25zdW1lckxhbmd1YWdlIjoiMSIsIkRzX0F1dGhvcmlzYXRpb25Db2RlIjoiMDUyMDI5IiwiRHNfQ2FyZF9CcmFuZCI6IjEiLCJEc19Qcm9jZXNzZWRQYXlNZXRob2QiOiIxIn0=';
const notificationSignature = '52nPyUkyDws__OfMqDka_yN-arxzulELZC1TYTvvR0s=';

describe("Redsys' HMAC_SHA256_V1 signature", () => {
  it('derives the order key and signs the request as Redsys does', () => {
    expect(orderKey(testKey, '0726qI3H7sZx').toString('base64')).toBe('GViV77kFjMPKVUcE9qxzlg==');
    expect(encodeParameters(request)).toBe(requestParameters);
    expect(sign(testKey, '0726qI3H7sZx', requestParameters)).toBe(
      'TyW+LIa2GZnhCPLM7JSPwbQn4ZjOvMO/KiIf4yJgwo8=',
    );
  });

  it("verifies Redsys' notification, signed in URL-safe base64, and the same in standard base64", () => {
    const parameters = decodeParameters(notificationParameters);
    expect(parameters).toMatchObject({ Ds_Order: '0726qI3H7sZx', Ds_Amount: '4999', Ds_Response: '0000' });
    expect(verify(testKey, '0726qI3H7sZx', notificationParameters, notificationSignature)).toBe(true);
    const standard = notificationSignature.replaceAll('-', '+').replaceAll('_', '/');
    expect(verify(testKey, '0726qI3H7sZx', notificationParameters, standard)).toBe(true);
  });

  it('refuses a forged signature, another order, another key and junk', () => {
    expect(
      verify(testKey, '0726qI3H7sZx', notificationParameters, `7${notificationSignature.slice(1)}`),
    ).toBe(false);
    expect(verify(testKey, '0726qI3H7sZy', notificationParameters, notificationSignature)).toBe(false);
    const otherKey = Buffer.alloc(24, 7).toString('base64');
    expect(verify(otherKey, '0726qI3H7sZx', notificationParameters, notificationSignature)).toBe(false);
    expect(verify(testKey, '0726qI3H7sZx', notificationParameters, 'not base64!')).toBe(false);
    expect(verify(testKey, '0726qI3H7sZx', notificationParameters, '')).toBe(false);
    expect(decodeParameters('bm90IGpzb24=')).toBeUndefined();
    expect(decodeParameters('%%%')).toBeUndefined();
  });
});
