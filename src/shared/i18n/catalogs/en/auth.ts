/** Messages of the auth screens (issue 29); English is the source. */
export default {};
