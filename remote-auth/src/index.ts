// Standalone entry (the team's own dev server); the host uses the exposed ./App instead.
void import('./bootstrap');
