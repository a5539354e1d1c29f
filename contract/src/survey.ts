/** The wizard's survey (product.md §3): four questions, asked in this order. */
export const surveyQuestions = [
  {
    question: 'How did you hear about us?',
    choices: ['Meta', 'Product Hunt', 'LinkedIn', 'Google', 'YouTube', 'Other'],
  },
  {
    question: 'Which best describes your company?',
    choices: ['Hosting', 'Web Design', 'Site Management', 'Web Development', 'SaaS', 'Other'],
  },
  { question: 'How large is your company?', choices: ['<10', '10-100', '100-500', '>500'] },
  {
    question: 'Which role best describes you?',
    choices: ['Business Owner', 'Product Manager', 'Developer / Tester', 'Other'],
  },
] as const;
