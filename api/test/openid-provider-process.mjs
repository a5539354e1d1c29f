// A local OpenID provider (oauth2-mock-server) in its own Node process: the package is ESM-only
// and Jest runs the API tests as CommonJS. The test steers it over IPC (see oauth-provider.ts).
import { OAuth2Server } from 'oauth2-mock-server';

const server = new OAuth2Server();
await server.issuer.keys.generate('RS256');
await server.start(0, '127.0.0.1');

/** What the next ID token says about the person, and whether they press Cancel on consent. */
let person = {};
let denyConsent = false;

server.service.on('beforeTokenSigning', (token) => Object.assign(token.payload, person));
server.service.on('beforeAuthorizeRedirect', (redirect) => {
  if (!denyConsent) return;
  // What Google does when the person refuses consent.
  redirect.url.searchParams.delete('code');
  redirect.url.searchParams.set('error', 'access_denied');
});

process.on('message', (message) => {
  if (message.type === 'set') {
    person = message.person;
    denyConsent = message.denyConsent;
    process.send({ type: 'ack' });
  } else if (message.type === 'stop') {
    server.stop().then(() => process.exit(0));
  }
});
process.send({ type: 'ready', issuer: server.issuer.url });
