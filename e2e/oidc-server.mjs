// A real OpenID Connect provider (the `oidc-provider` package) on 127.0.0.1, standing in for a
// school's identity provider in the e2e suite. Its development login form takes any login name
// and password; the account's e-mail is <login>@escola.example.
import Provider from 'oidc-provider';

const port = Number(process.env.OIDC_PORT);
const appUrl = process.env.APP_URL;
const issuer = `http://127.0.0.1:${port}`;

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: 'nota20',
      client_secret: 'nota20-e2e-secret',
      redirect_uris: [`${appUrl}/api/auth/callback/escola`],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
    },
  ],
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
  async findAccount(_ctx, id) {
    return {
      accountId: id,
      async claims() {
        return {
          sub: id,
          email: `${id}@escola.example`,
          email_verified: true,
          name: `Aluno ${id}`,
        };
      },
    };
  },
  features: { devInteractions: { enabled: true } },
  cookies: { keys: ['nota20-e2e-cookie-key'] },
});
provider.proxy = true;
provider.listen(port, '127.0.0.1', () => {
  console.log(`OIDC provider at ${issuer}`);
});
