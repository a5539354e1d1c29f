import { createUser } from './browser';
import { apiAs, linkFromOutbox, uniqueEmail } from './auth-journey-helpers';
import { useStack } from './use-stack';

const product = useStack();

describe('joining a team from an invite', () => {
  it('the invitee opens the join link, signs up and is an active contributor of the team', async () => {
    const admin = await createUser(product.stack.apiUrl);
    const adminApi = await apiAs(product.stack.apiUrl, admin.email, admin.password);
    const team = (await adminApi.get('/v1/auth/account')) as { id: string };
    const invitee = { email: uniqueEmail('invitee'), password: 'invitee password' };
    const invited = await adminApi.post('/v1/auth/member', {
      account: team.id,
      email: invitee.email,
      status: 'pending',
      type: 'contributor',
      send_invite: true,
    });
    expect(invited.status).toBe(200);

    const link = await linkFromOutbox(product.stack.outboxDir, invitee.email, '/account/join');
    expect(link.searchParams.get('team')).toBe(team.id);
    const page = await product.browser.newPage();
    // Signed out: the wizard keeps the link as the next address and asks to sign in.
    await page.goto(link.href);
    await page.waitForURL(/\/login$/);
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.getByLabel('First Name').fill('Ivy');
    await page.getByLabel('Last Name').fill('Invitee');
    await page.getByLabel('Email').fill(invitee.email);
    await page.getByLabel('Password').fill(invitee.password);
    await page.getByText('I agree to the').click();
    await page.getByRole('button', { name: 'Create account' }).click();
    // Back to the join link, which activates the membership and moves on.
    await page.waitForURL(/\/onboard$/);

    const inviteeApi = await apiAs(product.stack.apiUrl, invitee.email, invitee.password);
    expect(await inviteeApi.get('/v1/auth/member')).toMatchObject({
      account: team.id,
      status: 'active',
      type: 'contributor',
    });
    expect(((await inviteeApi.get('/v1/auth/account')) as { id: string }).id).toBe(team.id);
    await page.close();
  });
});
