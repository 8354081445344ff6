import { subscribe } from './platform/events';
import { coverLetterSubscriptions } from './cover-letter';
import { inboxSubscriptions } from './inbox';
import { interviewSubscriptions } from './interviews';
import { syncSubscriptions } from './sync';

/*
 * The composer's wiring of the kernel events (platform/events.ts): which capability reacts to
 * which. Loaded for its effect by app.ts, with the core; a new subscriber is one line here.
 */
for (const subscriptions of [coverLetterSubscriptions, inboxSubscriptions, interviewSubscriptions, syncSubscriptions]) subscribe(subscriptions);
