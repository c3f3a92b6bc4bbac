import type { TeamMember } from '@laqta/contract';

const stamp = '2026-11-20T09:15:00.000Z';

function member(id: number, values: Partial<TeamMember>): TeamMember {
  return {
    id,
    name: 'مشرف',
    email: `admin${id}@laqta.sa`,
    avatar_url: null,
    role: 'operations',
    deactivated_at: null,
    two_factor_enabled: false,
    last_signed_in_at: null,
    created_at: stamp,
    updated_at: stamp,
    ...values,
  };
}

export const owner = member(1, {
  name: 'سارة العتيبي',
  email: 'sara@laqta.sa',
  role: 'owner',
  two_factor_enabled: true,
  last_signed_in_at: '2026-11-23T07:45:00.000Z',
});
export const operationsAdmin = member(2, {
  name: 'خالد الحربي',
  email: 'khaled@laqta.sa',
  role: 'operations',
  last_signed_in_at: '2026-11-22T18:05:00.000Z',
});
export const financeAdmin = member(3, {
  name: 'نورة القحطاني',
  email: 'noura@laqta.sa',
  role: 'finance',
});
export const deactivatedAdmin = member(4, {
  name: 'فهد الدوسري',
  email: 'fahad@laqta.sa',
  role: 'content',
  deactivated_at: '2026-11-22T13:40:00.000Z',
});

export const sampleTeam: TeamMember[] = [owner, operationsAdmin, financeAdmin, deactivatedAdmin];

export const longNamedAdmin = member(5, {
  name: 'عبدالرحمن بن عبدالعزيز بن محمد آل عبداللطيف القحطاني',
  email: 'abdulrahman.alqahtani.operations@laqta-platform.sa',
  role: 'finance',
});

export const longTeam: TeamMember[] = [owner, longNamedAdmin, deactivatedAdmin];

export const sampleOneTimePassword = 'Xq7-mP2k-9Lr4-Tz8w';
