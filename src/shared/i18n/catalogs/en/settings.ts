/**
 * Messages of settings (issue 29). English is the source; the spec's exact texts stay word for word.
 * The page /app/settings: the profile, the password, a host's payout account and a participant's
 * dependants. Texts the server says too (MSG, AUTH_MSG, PAYOUT_STATUS_TEXT, BUSINESS_TYPE_LABEL,
 * the §5 '{label} is required') are repeated here with the same words.
 */
export default {
  'settings.heading': 'Profile',
  'settings.returnNote': 'Your registration is waiting: you go back to it once you save here.',
  'settings.backToRegistration': 'Back to registration',
  'settings.accountTitle': 'Account details',
  'settings.role':
    '{role, select, Admin {Admin} Host {Host} Participant {Participant} other {{role}}}',
  'settings.tryAgain': 'Try again',
  'settings.profileError': 'Your profile could not be loaded.',
  'settings.loadingProfile': 'Loading profile',
  'settings.passwordTitle': 'Change Password',
  'settings.payoutsTitle': 'Payouts',
  'settings.loadingPayouts': 'Loading payout details',
  'settings.dependantsTitle': 'Dependants',
  'settings.saved': 'Successful',
  'settings.currentPassword': 'Current Password',
  'settings.accountEnding': 'Account ending {last4}. Leave empty to keep it.',

  'settings.profile.notVerified': '{email} is not verified yet. Open the link we emailed you.',
  'settings.profile.resendLink': 'Resend link',
  'settings.profile.pending':
    'Pending: {pending} — check your inbox. Your email stays {email} until you open the link we sent there.',
  'settings.profile.cancelChange': 'Cancel change',
  'settings.profile.linkSent': 'Email Send Successfully',
  'settings.profile.currentPasswordHint':
    'Needed to change your email; we will send a link to the new address',
  'settings.profile.currentPasswordRequired': 'Current password is required to change the email',
  'settings.profile.hostDetails': 'Organisation and payout',
  'settings.profile.playerDetails': 'Player details',
  'settings.profile.dateOfBirthEstimated':
    'Estimated from the age you gave. Please check it and save.',
  'settings.profile.save': 'Save',
  'settings.profile.required.organisationName': 'Organisation Name is required',
  'settings.profile.required.accountNumber': 'Account Number is required',
  'settings.profile.required.bankName': 'Bank Name is required',
  'settings.profile.required.ifscCode': 'IFSC Code is required',
  'settings.profile.required.accountHolderName': 'Account Holder Name is required',
  'settings.profile.required.schoolOrCollege': 'School or College is required',

  'settings.password.new': 'New Password',
  'settings.password.newHint':
    'At least 8 characters, with a letter, an uppercase letter and a symbol',
  'settings.password.confirm': 'Confirm Password',
  'settings.password.submit': 'Change Password',
  'settings.password.changed': 'Password Changed Successfully',

  'settings.dependants.intro':
    "Children or others you register for events. Each is checked against a category's age and gender limits on the event's start date.",
  'settings.dependants.none': 'No dependants yet.',
  'settings.dependants.error': 'Your dependants could not be loaded.',
  'settings.dependants.loading': 'Loading dependants',
  'settings.dependants.add': 'Add Dependant',
  'settings.dependants.addTitle': 'Add a dependant',
  'settings.dependants.editTitle': 'Edit dependant',
  'settings.dependants.about': 'Born {date} · {gender, select, male {Male} other {Female}}',
  'settings.dependants.registrations':
    '{count, plural, one {# registration} other {# registrations}}',
  'settings.dependants.edit': 'Edit',
  'settings.dependants.editName': 'Edit {name}',
  'settings.dependants.delete': 'Delete',
  'settings.dependants.deleteName': 'Delete {name}',
  'settings.dependants.locked': 'Has registrations, so it stays',
  'settings.dependants.deleteTitle': 'Delete dependant?',
  'settings.dependants.deleteText':
    '{name} will be removed from your account. You can add them again later.',
  'settings.dependants.keep': 'Keep',

  'settings.dependant.addLabel': 'Add dependant',
  'settings.dependant.name': 'Name',
  'settings.dependant.dateOfBirth': 'Date of Birth',
  'settings.dependant.gender': 'Gender',
  'settings.dependant.male': 'Male',
  'settings.dependant.female': 'Female',
  'settings.dependant.guardian': "I am this person's parent or legal guardian",
  'settings.dependant.save': 'Save',

  'settings.payout.formLabel': 'Payout account',
  'settings.payout.business': 'Business',
  'settings.payout.address': 'Address',
  'settings.payout.bank': 'Bank account',
  'settings.payout.choose': 'Choose…',
  'settings.payout.asOnPan': 'As on the PAN',
  'settings.payout.panSaved': 'Saved as {pan}. Leave empty to keep it.',
  'settings.payout.panExample': 'Like ABCDE1234F',
  'settings.payout.gstinHint':
    'Leave empty if you are not registered under GST: your participants then get a Bill of Supply',
  'settings.payout.gstStateHint': 'Where you are registered for GST, or where your business is',
  'settings.payout.accountNumberHint': '9 to 18 digits',
  'settings.payout.save': 'Save payout details',
  'settings.payout.saved': 'Payout details saved',
  'settings.payout.loadError': 'Your payout details could not be loaded.',
  'settings.payout.requirements': 'Razorpay needs these corrected or added',
  'settings.payout.requirement': '{field}: {reason}',

  'settings.payout.field.legalName': 'Legal name',
  'settings.payout.field.businessType': 'Business type',
  'settings.payout.field.pan': 'PAN',
  'settings.payout.field.gstin': 'GSTIN',
  'settings.payout.field.gstState': 'GST state',
  'settings.payout.field.street': 'Street address',
  'settings.payout.field.city': 'City',
  'settings.payout.field.state': 'State',
  'settings.payout.field.postalCode': 'PIN code',
  'settings.payout.field.accountNumber': 'Account number',
  'settings.payout.field.ifscCode': 'IFSC',
  'settings.payout.field.bankName': 'Bank name',
  'settings.payout.field.accountHolderName': 'Account holder name',

  'settings.payout.businessType.individual': 'Individual',
  'settings.payout.businessType.proprietorship': 'Sole proprietorship',
  'settings.payout.businessType.partnership': 'Partnership firm',
  'settings.payout.businessType.privateLimited': 'Private limited company',
  'settings.payout.businessType.publicLimited': 'Public limited company',
  'settings.payout.businessType.llp': 'Limited liability partnership (LLP)',
  'settings.payout.businessType.ngo': 'Non-governmental organisation (NGO)',
  'settings.payout.businessType.trust': 'Trust',
  'settings.payout.businessType.society': 'Society',
  'settings.payout.businessType.notYetRegistered': 'Not registered yet',
  'settings.payout.businessType.educationalInstitutes': 'Educational institution',

  'settings.payout.status.none': 'Not set up',
  'settings.payout.status.pending': 'Being verified',
  'settings.payout.status.activated': 'Active',
  'settings.payout.status.needsClarification': 'Needs your attention',
  'settings.payout.status.suspended': 'Suspended',
  'settings.payout.explain.none':
    'Add these details to receive your share of each payment; until then, your earnings are kept for you.',
  'settings.payout.explain.pending':
    'Razorpay is checking your details; your earnings are kept for you and sent once it is done.',
  'settings.payout.explain.activated':
    'Your share of each payment is sent to your bank account after the event ends.',
  'settings.payout.explain.needsClarification':
    'Razorpay needs something corrected or added before it can pay you; see the details below.',
  'settings.payout.explain.suspended':
    'Payouts to this account are stopped; please contact support. Your earnings are kept for you.',
};
