      * FNIBM6 - Enterprise COBOL 6 intrinsic functions (Language
      * Reference, "Intrinsic functions"): HEX-OF and BIT-OF show the
      * stored bytes of any item (a COMP-3 -12 in PIC S9(3) is X'012D'),
      * HEX-TO-CHAR takes "0"-"9", "A"-"F", "a"-"f" and BIT-TO-CHAR "0"/"1"
      * (Programming Guide, "Converting from hexadecimal or bit data");
      * SIGN is -1, 0 or +1; SECONDS-PAST-MIDNIGHT reads the run's clock
      * (FNIBM6.args, 10:20:30.25 is 37230.25); COMBINED-DATETIME is
      * date + seconds / 100000. An odd number of hex digits is outside
      * HEX-TO-CHAR's domain: the run goes wrong there. cobc 3.1.2 has no
      * HEX-OF/BIT-OF/HEX-TO-CHAR/BIT-TO-CHAR; for SIGN and
      * COMBINED-DATETIME it prints the same lines.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. FNIBM6.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01 A PIC X(3) VALUE 'AB1'.
       01 N PIC S9(3) COMP-3 VALUE -12.
       01 S PIC 9(5).99.
       01 C PIC 9(7).9(10).
       01 G PIC -9.
       01 H PIC X(8).
       PROCEDURE DIVISION.
           DISPLAY FUNCTION HEX-OF(A) ' ' FUNCTION HEX-OF(N)
           DISPLAY FUNCTION BIT-OF('A') ' ' FUNCTION BIT-OF(N)
           DISPLAY FUNCTION HEX-TO-CHAR('41622a')
           MOVE FUNCTION BIT-TO-CHAR('0100100001001001') TO H
           DISPLAY '[' H ']'
           COMPUTE S = FUNCTION SECONDS-PAST-MIDNIGHT
           DISPLAY S
           COMPUTE C = FUNCTION COMBINED-DATETIME(143951, 18867.8125)
           DISPLAY C
           COMPUTE G = FUNCTION SIGN(-3.5)
           DISPLAY G
           COMPUTE G = FUNCTION SIGN(0) + FUNCTION SIGN(N + 20)
           DISPLAY G
           DISPLAY FUNCTION HEX-TO-CHAR('414')
           DISPLAY 'NOT REACHED'
           STOP RUN.
