// What other features use of places (issue 15): counting and taking them under the category's
// lock, capacity changes, and handing freed places to the waitlist.
export { takenPlaces, waitingCount } from './counts';
export { claimPlace, countTaken, leftOf, lockBoth, lockCategory, queueSettle } from './places';
export { applyCapacity } from './capacity';
