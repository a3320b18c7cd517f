      * procstmt.cpy - lower-case file name; COPYed as PROCSTMT from
      *   the PROCEDURE DIVISION (GnuCOBOL tries the name as written
      *   and then in lower case).
           IF CUST-LIMIT > 1000
               DISPLAY 'LIMIT ABOVE 1000'
           END-IF
