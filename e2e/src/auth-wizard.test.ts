import { apiAs, mailsTo, uniqueEmail } from './auth-journey-helpers';
import { useStack } from './use-stack';

const product = useStack();

describe('sign-up and the setup wizard, on a phone-sized window', () => {
  it('register → phone, team, invite, survey, skip billing → /onboard with team type free', async () => {
    const email = uniqueEmail('wizard');
    const colleague = uniqueEmail('colleague');
    const password = 'wizard password';
    const page = await product.browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${product.stack.baseUrl}/register`);

    await page.getByLabel('First Name').fill('Wendy');
    await page.getByLabel('Last Name').fill('Wizard');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    const create = page.getByRole('button', { name: 'Create account' });
    expect(await create.isDisabled()).toBe(true);
    await page.getByText('I agree to the').click();
    await create.click();

    await page.waitForURL(/\/account\/new$/);
    await page.getByRole('heading', { name: 'Your phone number' }).waitFor();
    await page.getByRole('textbox', { name: /phone/i }).pressSequentially('5551234567');
    expect(await page.getByRole('textbox', { name: /phone/i }).inputValue()).toBe('(555) 123-4567');
    await page.getByRole('button', { name: 'Save' }).click();

    await page.getByLabel(/Team name/).fill('Wizard Works');
    await page.getByRole('button', { name: 'Create team' }).click();

    await page.getByLabel('Email 1').fill(colleague);
    await page.getByRole('button', { name: 'Send invites' }).click();
    await page.getByText('Invite sent').waitFor();

    const answers = ['Product Hunt', 'SaaS', '10-100', 'Developer / Tester'];
    for (const answer of answers) {
      await page.getByRole('radio', { name: answer }).click();
      await page.getByRole('button', { name: 'Next' }).click();
    }

    await page.getByRole('heading', { name: 'Choose a plan' }).waitFor();
    await page.getByRole('button', { name: 'Skip', exact: true }).click();
    await page.waitForURL(/\/onboard$/);

    const api = await apiAs(product.stack.apiUrl, email, password);
    const team = (await api.get('/v1/auth/account')) as {
      name: string;
      type: string;
      info: { survey: { answer: string }[] };
    };
    expect(team).toMatchObject({ name: 'Wizard Works', type: 'free' });
    expect(team.info.survey.map((entry) => entry.answer)).toEqual(answers);
    expect(await api.get('/v1/auth/member')).toMatchObject({
      type: 'admin',
      status: 'active',
      phone: '+1 (555) 123-4567',
    });
    expect(mailsTo(product.stack.outboxDir, colleague)).toHaveLength(1);
    // Nothing overflows the phone-sized window.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.close();
  });
});
