import type { AdminSession, Profile, TwoFactorEnrolment, TwoFactorPolicy } from '@laqta/contract';

/** Fixed data for the profile stories (no clock read while rendering). */
export const sampleProfile: Profile = {
  id: 7,
  name: 'سارة العتيبي',
  email: 'sara@laqta.sa',
  role: 'owner',
  avatar_url: null,
  updated_at: '2026-11-20T09:15:00.000Z',
  two_factor_enabled: false,
  two_factor_required: false,
};

export const longNameProfile: Profile = {
  ...sampleProfile,
  name: 'عبدالرحمن بن عبدالعزيز بن محمد آل سعود القحطاني الدوسري الزهراني',
  email: 'abdulrahman.abdulaziz.alqahtani.long.address@laqta-photography.sa',
};

export const sampleSessions: AdminSession[] = [
  {
    id: 31,
    device: 'Chrome على Windows',
    address: '198.51.100.4',
    created_at: '2026-11-23T07:00:00.000Z',
    last_used_at: '2026-11-24T03:10:00.000Z',
    current: true,
  },
  {
    id: 29,
    device: 'Safari على iOS',
    address: '203.0.113.77',
    created_at: '2026-11-21T18:30:00.000Z',
    last_used_at: '2026-11-22T20:05:00.000Z',
    current: false,
  },
  {
    id: 18,
    device: 'جهاز غير معروف',
    address: null,
    created_at: '2026-11-19T10:00:00.000Z',
    last_used_at: null,
    current: false,
  },
];

/** A real QR code of the sample otpauth URI (made once with the server's `qrcode`). */
const sampleQrCode =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAMQAAADECAYAAADApo5rAAAAAklEQVR4AewaftIAAAjw' +
  'SURBVO3BQY4kx7IgQdVA3f/KOo2/cNjKgUBmNck3JmJ/sNb6Pw9rreNhrXU8rLWOh7XW8bDWOh7WWsfDWut4WGsdD2' +
  'ut42GtdTystY6HtdbxsNY6HtZax8Na6/jhQyp/U8WNylTxTSpvVEwqNxVvqNxUTCpTxaQyVdyoTBWTyt9U8YmHtdbx' +
  'sNY6HtZaxw9fVvFNKp9Q+UTFVPGGyk3FpPJGxaRyUzGpvKHyiYpvUvmmh7XW8bDWOh7WWscPv0zljYrfVDGpTBU3Kj' +
  'cVn6iYVN6omFSmik9UfJPKGxW/6WGtdTystY6Htdbxw/+4ijdUPqFyUzGp3FRMKpPKVPGJiknljYr/soe11vGw1joe' +
  '1lrHD/+fUZkqJpX/kopJ5UZlqphUbir+lz2stY6HtdbxsNY6fvhlFb9J5UZlqvhExaQyVUwqk8pU8UbFpPIJlTdUpo' +
  'pPVPybPKy1joe11vGw1jp++DKVf1LFpHKjMlVMKt9UMalMFZPKVHFTMalMFZPKVDGpTBWTylRxo/Jv9rDWOh7WWsfD' +
  'WuuwP/gfpnJT8YbKVDGpTBWfULmpeENlqphUPlHxX/aw1joe1lrHw1rrsD/4gMpUcaMyVUwqNxWTylTxTSpTxaQyVU' +
  'wqU8UnVKaKSWWq+ITKVHGjMlVMKlPFv8nDWut4WGsdD2ut44cvU5kqpopJ5abiEypTxaQyVUwVk8pUcVNxo/IJlU+o' +
  '3FR8QuUTKm9UfOJhrXU8rLWOh7XWYX/wAZWpYlKZKiaVqWJS+aaKN1Q+UTGpTBU3KlPFpHJT8YbKJypuVG4qblSmim' +
  '96WGsdD2ut42GtdfzwyypuKm4qJpWpYlJ5Q+WmYlKZKm5U3lCZKiaVqWJSmVTeqJhUpopJZVL5JpW/6WGtdTystY6H' +
  'tdbxwy9TmSomlb9J5Q2VqWJSuamYVL5J5Y2KG5WpYlKZKiaVqWJSuVGZKm5UpopPPKy1joe11vGw1jrsD75I5Y2KSW' +
  'WqmFTeqJhUvqliUrmpuFH5RMWkMlXcqEwVNypTxaQyVbyhMlX8poe11vGw1joe1lrHD39ZxRsqNxWTyhsVn1CZKiaV' +
  'G5U3KiaVSWWqmFRuKm5UblQ+oTJVTCo3FZ94WGsdD2ut42GtdfzwIZWpYlK5UZkqvknlDZWbiqnipmJSmSomlTcqJp' +
  'U3Km5U3qj4TRWTyjc9rLWOh7XW8bDWOn74UMWk8k0qU8XfVPGGyjdV3KhMFZPKjcpNxY3KpDJVTCpTxScqvulhrXU8' +
  'rLWOh7XWYX/wi1RuKiaVqWJSuamYVKaKSWWqmFRuKm5UpopJZaqYVKaKN1SmiknljYpJZaqYVG4qJpWbikllqvjEw1' +
  'rreFhrHQ9rreOHD6m8UTGpTBWTyk3FJyomlZuKSWWquFGZKiaVqeJG5W9SuVGZKiaVSWWqeKPimx7WWsfDWut4WGsd' +
  '9gdfpHJTcaMyVdyo3FTcqHyiYlK5qXhDZaq4UflExY3KVDGpvFExqUwVk8pU8U0Pa63jYa11PKy1DvuDD6jcVEwqU8' +
  'Wk8omKSeWNiknlN1W8oTJVTCpTxaTyRsWNylQxqUwVb6jcVHzTw1rreFhrHQ9rrcP+4AMqU8UbKlPFjcpUMalMFZPK' +
  'VDGp3FRMKm9UTCpTxRsqb1S8oXJT8YbKGxWTyk3FJx7WWsfDWut4WGsdP3yoYlKZKiaVqeJGZaqYVG5U3qiYVN6omF' +
  'QmlaniExWTyhsqNxWTyqQyVbxR8YmKb3pYax0Pa63jYa112B98QOWmYlJ5o+ITKlPFpDJVTCo3FZ9Quan4hMpNxY3K' +
  'TcWkMlXcqEwVk8obFZ94WGsdD2ut42GtdfzwZRWTylQxqUwVk8obFVPFTcWkMlV8QmWq+CaVqWKqeENlqnij4kZlqp' +
  'hU3qj4poe11vGw1joe1lrHDx+q+ETFpDJVfELlpuJGZaq4UblRmSomlUnlEypTxRsqNxWTyjdV3KhMFZ94WGsdD2ut' +
  '42GtddgffJHKTcUbKjcVNyqfqJhUpooblaliUpkqJpWbim9Suan4hMpNxT/pYa11PKy1joe11mF/8EUqU8UbKlPFpD' +
  'JVvKEyVUwq/0sqblQ+UfE3qdxUfOJhrXU8rLWOh7XW8cOHVKaKSWWqeEPlRuWmYqqYVKaKSWWqmFRuKiaVNyq+SeWN' +
  'ihuVqWJSmSomlanin/Sw1joe1lrHw1rr+OFDFZPKjcpUMVV8QuUTKlPFb6qYVG5UbiomlaniDZWbiknlRmWq+Dd5WG' +
  'sdD2ut42GtddgffEBlqphUpopJ5Y2K36TyRsWNyhsVb6hMFZPKVDGpTBU3Kr+pYlJ5o+ITD2ut42GtdTystY4fPlTx' +
  'hspUMalMFZPKTcWk8kbFpHKj8ptUPlFxUzGp/JtU3Kh808Na63hYax0Pa63D/uADKlPFjcpNxaRyU/GGylTxCZW/qe' +
  'JGZaq4UZkqJpW/qWJSeaPiEw9rreNhrXU8rLUO+4P/MJU3Km5UbireUJkqblRuKm5Upoo3VD5R8YbKVHGjMlV808Na' +
  '63hYax0Pa63D/uADKn9TxY3KGxVvqEwVk8pU8U9SmSomlZuKG5WpYlKZKiaVqWJSmSomlaniEw9rreNhrXU8rLWOH7' +
  '6s4ptUblRuKiaVN1Smik+o/E0Vk8pUcaMyVbxR8U0qv+lhrXU8rLWOh7XW8cMvU3mj4o2KSeUNlaliqrhRmSreqLhR' +
  'eaNiUpkqJpWbijdUPqEyVdyofNPDWut4WGsdD2ut44f/OJUblaliUvknqUwVU8WNyicqJpUblZuKSeUTKn/Tw1rreF' +
  'hrHQ9rreOH/7iKSeUTKm9UTCo3FZ9QuVF5Q+WNijcqblRuKm5UvulhrXU8rLWOh7XW8cMvq/g3UXmj4jepfFPFpHJT' +
  'Mal8k8pNxaQyqdxUfNPDWut4WGsdD2ut44cvU/mbVP4mlaniN1VMKlPF36RyUzFV3KhMFZPK3/Sw1joe1lrHw1rrsD' +
  '9Ya/2fh7XW8bDWOh7WWsfDWut4WGsdD2ut42GtdTystY6HtdbxsNY6HtZax8Na63hYax0Pa63jYa11/D8NYLnabwHV' +
  '0AAAAABJRU5ErkJggg==';

export const sampleEnrolment: TwoFactorEnrolment = {
  secret: 'JBSWY3DPEHPK3PXP',
  otpauth_uri:
    'otpauth://totp/%D9%84%D9%82%D8%B7%D8%A9:sara%40laqta.sa?secret=JBSWY3DPEHPK3PXP&issuer=%D9%84%D9%82%D8%B7%D8%A9',
  qr_code: sampleQrCode,
};

export const sampleRecoveryCodes: string[] = [
  'abcde-fghjk',
  'mnpqr-stuvw',
  'xyz23-45678',
  'bcdfg-hjkmn',
  'pqrst-vwxyz',
  '23456-789ab',
  'cdefg-hjkmn',
  'qrstu-vwxy2',
  '34567-89abc',
  'defgh-jkmnp',
];

export const samplePolicy: TwoFactorPolicy = {
  two_factor_required: false,
  updated_at: '2026-11-20T09:15:00.000Z',
};
