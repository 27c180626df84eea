/** Messages of the registration screens in the app area (issue 29); English is the source. */
export default {};
