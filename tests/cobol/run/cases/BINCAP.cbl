      * BINCAP - COMP-5 and BINARY under TRUNC(BIN) keep the low-order
      * bits of the binary field, not the PICTURE's digits (issue 9/11).
      * Language Reference, "USAGE clause", COMP-5: "truncation occurs at
      * the binary field size rather than at the COBOL PICTURE size
      * limit"; Programming Guide, "TRUNC": under TRUNC(BIN) BINARY items
      * are handled as COMP-5 (this case runs with --option TRUNC(BIN)).
      * SIZE ERROR: the result exceeds "the largest value that can be
      * contained in the result field" (Language Reference, "SIZE ERROR
      * phrases"): for these items the binary capacity, not the
      * PICTURE. cobc -std=ibm (binary-truncate: no) prints the same.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. BINCAP.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  R1 PIC 9(1)V9(2) COMP-5.
       01  R2 PIC S9(7) COMP-5.
       01  R3 PIC S9(4) COMP-5 VALUE 5.
       01  R4 PIC S9(4) BINARY.
       01  R5 PIC 9(2) BINARY VALUE 5.
       01  D  PIC -9(10).99.
       PROCEDURE DIVISION.
      *    |-863376629.3| * 100 mod 2^16 = 12242 (unsigned halfword)
           SUBTRACT -130779.7 FROM -863507409 GIVING R1
           MOVE R1 TO D DISPLAY 'R1 ' D
      *    1046269914000 mod 2^32 as a signed fullword = -1705106224
           MULTIPLY -5146925 BY -203280 GIVING R2
           MOVE R2 TO D DISPLAY 'R2 ' D
      *    10000: beyond the PICTURE, within the halfword: no size error
           ADD 9999 TO 1 GIVING R3
               ON SIZE ERROR DISPLAY 'R3 SIZE ERROR'
               NOT ON SIZE ERROR DISPLAY 'R3 NO SIZE ERROR'
           END-ADD
           MOVE R3 TO D DISPLAY 'R3 ' D
      *    32768: beyond the halfword: size error, R3 keeps 10000
           ADD 32767 TO 1 GIVING R3
               ON SIZE ERROR DISPLAY 'R3 SIZE ERROR'
               NOT ON SIZE ERROR DISPLAY 'R3 NO SIZE ERROR'
           END-ADD
           MOVE R3 TO D DISPLAY 'R3 ' D
      *    90000 mod 2^16 = 24464 (BINARY under TRUNC(BIN))
           MULTIPLY 300 BY 300 GIVING R4
           MOVE R4 TO D DISPLAY 'R4 ' D
      *    70000 > 65535: size error on the unsigned halfword, R5 kept
           MULTIPLY 700 BY 100 GIVING R5
               ON SIZE ERROR DISPLAY 'R5 SIZE ERROR'
           END-MULTIPLY
           MOVE R5 TO D DISPLAY 'R5 ' D
           STOP RUN.
