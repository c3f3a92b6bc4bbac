/** What scripts/test-e2e.mjs prepared for this run: the server's database and its first admin. */
function required(name: string): string {
  const value = process.env[name];
  if (!value)
    throw new Error(`${name} is not set: run the end-to-end tests with \`pnpm test:e2e\`.`);
  return value;
}

export const e2eEnv = {
  get databaseUrl() {
    return required('E2E_DATABASE_URL');
  },
  get admin() {
    return { email: required('E2E_ADMIN_EMAIL'), password: required('E2E_ADMIN_PASSWORD') };
  },
};
