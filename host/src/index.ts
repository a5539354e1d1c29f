// Async boundary: shared modules (React, the store) are negotiated before bootstrap runs.
void import('./bootstrap');
