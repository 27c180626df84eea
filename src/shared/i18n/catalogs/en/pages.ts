/** Messages of the pages screens (issue 29); English is the source. */
export default {};
