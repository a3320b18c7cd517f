      * MOVEALL - MOVE ALL literal to a numeric item (Language Reference,
      * "Elementary moves": ALL alphanumeric-literal is an alphanumeric
      * sender; "Figurative constants": it is repeated to the size of
      * the receiving item; an alphanumeric sender of digits to a
      * numeric item is an unsigned integer): ALL '7' into PIC 9(3) is
      * 777, ALL '12' into PIC S9(5) is 12121. For a packed or binary
      * receiver the size meant is not said (cobc gives 21212 and 65535
      * below): the run goes wrong unsupported there. Before, every
      * MOVE ALL literal to a numeric item was refused.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. MOVEALL.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01 F PIC 9(3).
       01 G PIC S9(5).
       01 H PIC S9(5) COMP-3.
       01 R PIC -(6)9.
       PROCEDURE DIVISION.
           MOVE ALL '7' TO F DISPLAY F
           MOVE ALL '12' TO G MOVE G TO R DISPLAY R
           MOVE ALL '12' TO H
           DISPLAY 'NOT REACHED'
           STOP RUN.
