/** Messages of the event screens (issue 29); English is the source. */
export default {};
