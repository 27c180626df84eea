/** Messages of the events screens (issue 29); English is the source. */
export default {};
