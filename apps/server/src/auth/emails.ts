// The e-mails Nota20 sends: plain text, and never the name the student typed (a name can be made
// to look like a link, and would then be one in the e-mail). Links come from better-auth, built on
// PUBLIC_URL.

export function resetPasswordMail(to: string, url: string) {
  return {
    to,
    subject: 'Nota20 — redefinir a palavra-passe',
    text:
      'Olá!\n\nPediste para redefinir a palavra-passe da tua conta Nota20. ' +
      `Abre esta ligação (válida durante 1 hora e só uma vez):\n\n${url}\n\n` +
      'Se não foste tu, ignora esta mensagem: a tua palavra-passe continua a mesma.',
  };
}

export function confirmEmailMail(to: string, url: string) {
  return {
    to,
    subject: 'Nota20 — confirma o teu email',
    text:
      'Olá!\n\nCriaste uma conta no Nota20 com este endereço. ' +
      `Para o confirmar, abre esta ligação (válida durante 24 horas):\n\n${url}\n\n` +
      'Se não foste tu, ignora esta mensagem.',
  };
}
